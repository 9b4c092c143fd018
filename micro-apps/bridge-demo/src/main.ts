import { connectToShell } from "../../../packages/bridge/src/iframe.ts";
import { startBridgeDemo } from "./app";
import "./demo.css";

const root = document.createElement("div");
root.className = "bridge-demo";
document.body.append(root);
void startBridgeDemo(root, { search: window.location.search, cookie: document.cookie, connect: () => connectToShell() });
