import { lookup, type LookupAddress, type LookupOptions } from "node:dns";
import { BlockList, isIP } from "node:net";

/**
 * Which addresses the app check may connect to (ADR 060). Registered apps legitimately live on
 * the customer's intranet, so private (10/8, 172.16/12, 192.168/16, fc00::/7), shared (100.64/10)
 * and loopback addresses are checked like public ones; never asked: the unspecified address,
 * link-local (169.254/16, fe80::/10: where clouds answer with instance credentials), the cloud
 * metadata addresses outside it, multicast and broadcast. The name is resolved once and the
 * connection goes to the address checked, so a name that resolves differently the second time
 * cannot lead the check elsewhere.
 */
const NEVER = new BlockList();
NEVER.addSubnet("0.0.0.0", 8, "ipv4");
NEVER.addSubnet("169.254.0.0", 16, "ipv4");
NEVER.addSubnet("224.0.0.0", 4, "ipv4");
NEVER.addAddress("255.255.255.255", "ipv4");
// Alibaba Cloud's instance metadata (outside link-local).
NEVER.addAddress("100.100.100.200", "ipv4");
NEVER.addAddress("::", "ipv6");
NEVER.addSubnet("fe80::", 10, "ipv6");
NEVER.addSubnet("ff00::", 8, "ipv6");
// AWS's instance metadata over IPv6.
NEVER.addAddress("fd00:ec2::254", "ipv6");

/** An address the check is not to ask, with the address it named. */
export class AddressNotChecked extends Error {
  readonly code = "EAPPCHECKADDRESS";
  constructor(readonly address: string) {
    super(`the app check does not connect to ${address}`);
    this.name = "AddressNotChecked";
  }
}

/** Whether the check may connect to `address` (an IPv4 or IPv6 literal; an IPv4-mapped IPv6 address is judged as its IPv4). */
export function mayCheckAddress(address: string): boolean {
  const plain = address.replace(/^\[|\]$/g, "");
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(plain);
  if (mapped) return !NEVER.check(mapped[1]!, "ipv4");
  const family = isIP(plain);
  if (family === 0) return false;
  return !NEVER.check(plain, family === 4 ? "ipv4" : "ipv6");
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** `net.connect`'s `lookup`: the system's resolution, refused when any address is one the check never asks. */
export function checkedLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, "");
    const refused = addresses.find((entry) => !mayCheckAddress(entry.address));
    if (refused) return callback(new AddressNotChecked(refused.address), "");
    if (options.all) return callback(null, addresses);
    const first = addresses[0];
    if (!first) return callback(Object.assign(new Error(`no address for ${hostname}`), { code: "ENOTFOUND" }), "");
    callback(null, first.address, first.family);
  });
}
