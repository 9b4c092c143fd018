import { startDashboard } from "../../shared/dashboard";

startDashboard("project-kpis");
