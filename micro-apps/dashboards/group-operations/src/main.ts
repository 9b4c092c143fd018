import { startDashboard } from "../../shared/dashboard";

startDashboard("group-operations");
