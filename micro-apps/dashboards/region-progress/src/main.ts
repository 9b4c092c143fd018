import { startDashboard } from "../../shared/dashboard";

startDashboard("region-progress");
