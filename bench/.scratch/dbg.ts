import { chromium } from "playwright-core";
import { startSite } from "/work/main/tests/support/site-server.ts";
import { chromiumFlags } from "/work/main/bench/browser.ts";
const site = await startSite({ root: "/tmp/bench-dist" });
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: chromiumFlags });
for (const mobile of [true, false]) {
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: mobile, hasTouch: mobile });
const page = await ctx.newPage();
page.on("request", r => r.url().includes("ContactForm") && console.log("req CF", mobile));
await page.goto(site.url + "/", { waitUntil: "load" });
await page.waitForTimeout(2000);
console.log(await page.evaluate(() => [...document.querySelectorAll("astro-island")].map(i => ({ ssr: i.hasAttribute("ssr"), top: i.getBoundingClientRect().top, kids: [...i.children].map(c => c.getBoundingClientRect().top + "/" + c.getBoundingClientRect().height) , docH: document.documentElement.scrollHeight, iw: innerWidth, ih: innerHeight}))));
await ctx.close();
}
await browser.close(); await site.stop();
