// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { LoginDialogHost } from "~/components/login-dialog/LoginDialogHost";
import type { LoginDialogData, LoginFlash, ThirdEntry } from "~/components/login-dialog/login.server";
import { isView } from "~/components/login-dialog/views";
import { preloadDeferred } from "~/lib/deferred";
import type { Lang } from "#core/constants";
import { parse, renderPage, serverHtml } from "./harness";

/**
 * The login dialog as a component: the views and the links between them, BindMobile forced
 * open, the get-code button's countdown, the e-mail suggestions, and what the server renders
 * for a browser without JavaScript.
 */
const PREFIXES = [
  { id: 317, mobilePrefix: "86", name: "China" },
  { id: 44, mobilePrefix: "44", name: "United Kingdom" },
  { id: 1, mobilePrefix: "1", name: "United States" },
];
const THIRD: ThirdEntry[] = [{ url: "https://github.example/authorize", icon: "/icons/github.svg", type: "github" }];

type User = { userName: string; mobile: string | null; hasMobile: boolean; mobilePrefixId: number | null };
/** The root loader as the server fills it for the dialog (app/components/login-dialog/login.server.ts). */
function root(lang: Lang, opts: { user?: User | null; flash?: LoginFlash | null; third?: ThirdEntry[] } = {}) {
  return (url: URL) => {
    const user = opts.user ?? null;
    const asked = url.searchParams.get("login");
    const forced = !!user && !user.hasMobile;
    const view = forced ? "bindMobile" : isView(asked) ? asked : null;
    const login: LoginDialogData = {
      view,
      report: url.searchParams.get("report"),
      forced,
      prefixes: PREFIXES,
      third: view && ["sms", "mobilePwd", "emailPwd"].includes(view) && lang === "cn" ? (opts.third ?? []) : [],
      flash: opts.flash && opts.flash.view === view ? opts.flash : null,
      thirdError: null,
      thirdName: null,
    };
    return { lang, user, login };
  };
}

const dialog = () => screen.getByTestId("login-dialog");

beforeAll(async () => {
  await preloadDeferred();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("views", () => {
  it("links switch the view and its title in one dialog; login → register carries report 2, back to login report 1", async () => {
    const user = userEvent.setup();
    const page = renderPage({ lang: "en", url: "/en/sitemap?login=sms&report=1", root: root("en"), element: <LoginDialogHost /> });
    const frame = (await screen.findByRole("dialog", { name: "Log in with an SMS code" })) as HTMLDialogElement;
    expect(frame.dataset.view).toBe("LoginBySms");
    expect(frame.open).toBe(true);

    const walk: Array<[string, string, string]> = [
      ["to-mobilePwd", "LoginByMobilePwd", "Log in with mobile and password"],
      ["to-findBySms", "FindBySms", "Reset password by mobile"],
      ["to-findByEmail", "FindByEmail", "Reset password by e-mail"],
      ["to-emailPwd", "LoginByEmailPwd", "Log in with e-mail and password"],
      ["to-register", "RegisterByMobile", "Welcome join"],
    ];
    for (const [link, spec, title] of walk) {
      await user.click(within(dialog()).getByTestId(link));
      expect(await screen.findByRole("heading", { name: title })).toBeTruthy();
      expect(dialog().dataset.view).toBe(spec);
      expect(dialog()).toBe(frame); // the frame stays; the form inside is the view's
    }
    expect(new URL(page.url(), "http://x").searchParams.get("report")).toBe("2");
    await user.click(within(dialog()).getByTestId("to-sms"));
    await screen.findByRole("heading", { name: "Log in with an SMS code" });
    expect(new URL(page.url(), "http://x").searchParams.get("report")).toBe("1");
    expect(new URL(page.url(), "http://x").searchParams.get("login")).toBe("sms");
  });

  it("each view links to its sibling views (register with report 2), and the links are plain hrefs", async () => {
    renderPage({ lang: "cn", url: "/cn/sitemap?login=emailPwd", root: root("cn"), element: <LoginDialogHost /> });
    await screen.findByRole("heading", { name: "邮箱密码登录" });
    const links = within(dialog())
      .getAllByRole("link")
      .filter((a) => a.dataset.testid?.startsWith("to-"))
      .map((a) => new URL(a.getAttribute("href")!, "http://x"));
    expect(links.map((u) => u.searchParams.get("login"))).toEqual(["sms", "mobilePwd", "findByEmail", "register"]);
    expect(links.every((u) => u.pathname === "/cn/sitemap")).toBe(true);
    expect(links.find((u) => u.searchParams.get("login") === "register")!.searchParams.get("report")).toBe("2");
  });

  it("closing (×, Escape, the backdrop) removes the parameter and the dialog", async () => {
    const user = userEvent.setup();
    const page = renderPage({ lang: "en", url: "/en/sitemap?login=mobilePwd&report=1&tab=x", root: root("en"), element: <LoginDialogHost /> });
    await screen.findByRole("heading", { name: "Log in with mobile and password" });
    await user.click(screen.getByTestId("login-close"));
    expect(screen.queryByTestId("login-dialog")).toBeNull();
    expect(page.url()).toBe("/en/sitemap?tab=x");

    await act(() => page.router.navigate("/en/sitemap?login=sms"));
    const cancel = new Event("cancel", { cancelable: true });
    fireEvent(await screen.findByTestId("login-dialog"), cancel); // what the browser sends on Escape
    expect(cancel.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(screen.queryByTestId("login-dialog")).toBeNull());
    expect(page.url()).toBe("/en/sitemap");

    await act(() => page.router.navigate("/en/sitemap?login=sms"));
    const frame = await screen.findByTestId("login-dialog");
    fireEvent.pointerDown(frame, { clientX: 2, clientY: 2 });
    fireEvent.click(frame, { clientX: 2, clientY: 2 });
    await vi.waitFor(() => expect(screen.queryByTestId("login-dialog")).toBeNull());
  });

  it("BindMobile is forced on a user without a mobile: no ×, Escape and the backdrop keep it, sign out is offered", async () => {
    const page = renderPage({
      lang: "en",
      url: "/en/sitemap?login=emailPwd",
      root: root("en", { user: { userName: "u", mobile: null, hasMobile: false, mobilePrefixId: null } }),
      element: <LoginDialogHost />,
    });
    const frame = (await screen.findByRole("dialog", { name: "Bind mobile" })) as HTMLDialogElement;
    expect(frame.dataset.view).toBe("BindMobile");
    expect(screen.queryByTestId("login-close")).toBeNull();
    expect(within(frame).getByRole("button", { name: "Sign out" })).toBeTruthy();
    expect(within(frame).queryAllByRole("link").filter((a) => a.dataset.testid?.startsWith("to-"))).toEqual([]);

    const cancel = new Event("cancel", { cancelable: true });
    fireEvent(frame, cancel);
    expect(cancel.defaultPrevented).toBe(true);
    fireEvent.pointerDown(frame, { clientX: 2, clientY: 2 });
    fireEvent.click(frame, { clientX: 2, clientY: 2 });
    // The browser closing it by force (a repeated Escape) opens it again.
    act(() => frame.close());
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(frame.open).toBe(true);
    expect(screen.getByTestId("login-dialog")).toBe(frame);
    expect(page.url()).toBe("/en/sitemap?login=emailPwd");
  });

  it("third-party buttons: in Chinese on the login views when the server returned a list; not in English, not on other views, not without a list", async () => {
    renderPage({ lang: "cn", url: "/cn/sitemap?login=sms", root: root("cn", { third: THIRD }), element: <LoginDialogHost /> });
    const third = await screen.findByTestId("third-party");
    expect(within(third).getByRole("link").getAttribute("href")).toBe(THIRD[0].url);
    cleanup();
    renderPage({ lang: "cn", url: "/cn/sitemap?login=register", root: root("cn", { third: THIRD }), element: <LoginDialogHost /> });
    await screen.findByTestId("login-dialog");
    expect(screen.queryByTestId("third-party")).toBeNull();
    cleanup();
    renderPage({ lang: "cn", url: "/cn/sitemap?login=sms", root: root("cn", { third: [] }), element: <LoginDialogHost /> });
    await screen.findByTestId("login-dialog");
    expect(screen.queryByTestId("third-party")).toBeNull();
    cleanup();
    renderPage({ lang: "en", url: "/en/sitemap?login=sms", root: root("en", { third: THIRD }), element: <LoginDialogHost /> });
    await screen.findByTestId("login-dialog");
    expect(screen.queryByTestId("third-party")).toBeNull();
  });
});

describe("the get-code button", () => {
  /** The slider captcha's two calls: a challenge, then a token for the answer. */
  function captchaServer() {
    const calls: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: string, init?: RequestInit) => {
        calls.push(`${init?.method ?? "GET"} ${input}`);
        const body =
          init?.method === "POST"
            ? { ok: true, captchaToken: `token-${calls.length}` }
            : { ok: true, challenge: { captchaId: `c${calls.length}`, image: "data:,", piece: "data:,", pieceY: 10, width: 300, height: 160, pieceSize: 40 } };
        return new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });
      }),
    );
    return calls;
  }

  it("sends after the captcha, counts 60 seconds down blocking a resend, then reads 'get code again' and asks for the captcha afresh", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const captcha = captchaServer();
    const sends: Record<string, string>[] = [];
    renderPage({
      lang: "en",
      url: "/en/sitemap?login=sms",
      root: root("en"),
      element: <LoginDialogHost />,
      actions: {
        "/en/login": async ({ request }) => {
          sends.push(Object.fromEntries(await request.formData()) as Record<string, string>);
          return { ok: true, intent: "sendCode", message: "Code sent, check your text messages" };
        },
      },
    });
    await screen.findByTestId("login-dialog");
    const button = screen.getByTestId("get-code");
    expect(button.textContent).toBe("Get code");

    // An invalid number: its error, no captcha.
    await user.type(screen.getByTestId("mobile"), "12");
    await user.click(button);
    expect(await screen.findByTestId("field-error")).toBeTruthy();
    expect(screen.queryByTestId("captcha")).toBeNull();

    await user.clear(screen.getByTestId("mobile"));
    await user.type(screen.getByTestId("mobile"), "13800138000");
    await user.click(button);
    const slider = await screen.findByTestId("captcha-slider");
    await vi.waitFor(() => expect((slider as HTMLInputElement).disabled).toBe(false));
    fireEvent.change(slider, { target: { value: "120" } });
    await vi.waitFor(() => expect(screen.queryByTestId("captcha")).toBeNull());
    await vi.waitFor(() => expect(button.textContent).toBe("Again in 60 s"));
    expect(sends).toHaveLength(1);
    expect(sends[0]).toMatchObject({ view: "sms", intent: "sendCode", _js: "1", mobilePrefixId: "317", mobile: "13800138000", captchaToken: "token-2" });
    expect(screen.getByTestId("code-sent").textContent).toBe("Code sent, check your text messages");
    expect((button as HTMLButtonElement).disabled).toBe(true);

    act(() => vi.advanceTimersByTime(30_000));
    // The fake clock also follows real time (shouldAdvanceTime), which a loaded machine stretches
    // by a second or two between the send and here.
    const left = Number(/^Again in (\d+) s$/.exec(button.textContent ?? "")?.[1]);
    expect(left).toBeGreaterThanOrEqual(27);
    expect(left).toBeLessThanOrEqual(30);
    await user.click(button); // blocked: no captcha, no send
    expect(screen.queryByTestId("captcha")).toBeNull();

    act(() => vi.advanceTimersByTime(30_000));
    expect(button.textContent).toBe("Get code again");
    expect((button as HTMLButtonElement).disabled).toBe(false);
    expect(sends).toHaveLength(1);

    // The captcha state was reset: the next send asks for a new one.
    await user.click(button);
    expect(await screen.findByTestId("captcha")).toBeTruthy();
    await vi.waitFor(() => expect(captcha.filter((c) => c.startsWith("GET"))).toHaveLength(2));
  });

  it("a failed send shows the server's message and no countdown", async () => {
    const user = userEvent.setup();
    captchaServer();
    renderPage({
      lang: "en",
      url: "/en/sitemap?login=findByEmail",
      root: root("en"),
      element: <LoginDialogHost />,
      actions: { "/en/login": () => new Response(JSON.stringify({ ok: false, intent: "sendCode", message: "Too many codes" }), { status: 400, headers: { "content-type": "application/json" } }) },
    });
    await screen.findByTestId("login-dialog");
    await user.type(screen.getByTestId("email"), "someone@example.com");
    await user.click(screen.getByTestId("get-code"));
    const slider = await screen.findByTestId("captcha-slider");
    await vi.waitFor(() => expect((slider as HTMLInputElement).disabled).toBe(false));
    fireEvent.change(slider, { target: { value: "80" } });
    expect((await screen.findByTestId("code-error")).textContent).toBe("Too many codes");
    expect(screen.getByTestId("get-code").textContent).toBe("Get code");
  });
});

describe("the e-mail suggestions", () => {
  it("complete the address with five providers, narrowing with what follows the @; none for an all-digit entry", async () => {
    const user = userEvent.setup();
    renderPage({ lang: "en", url: "/en/sitemap?login=emailPwd", root: root("en"), element: <LoginDialogHost /> });
    const email = await screen.findByTestId("email");
    const options = () => Array.from(screen.getByTestId("email-suggestions").querySelectorAll("option")).map((o) => o.value);
    expect(email.getAttribute("list")).toBe(screen.getByTestId("email-suggestions").id);
    await user.type(email, "lee");
    expect(options()).toEqual(["lee@qq.com", "lee@163.com", "lee@126.com", "lee@gmail.com", "lee@outlook.com"]);
    await user.type(email, "@g");
    expect(options()).toEqual(["lee@gmail.com"]);
    await user.clear(email);
    await user.type(email, "12345678");
    expect(options()).toEqual([]);
  });
});

describe("without JavaScript (the server's HTML)", () => {
  const views = ["sms", "mobilePwd", "emailPwd", "register", "findBySms", "findByEmail"] as const;

  it("renders the dialog open with a close link, and each view as a plain post to the login action", async () => {
    for (const view of views) {
      const doc = parse(await serverHtml({ lang: "en", url: `/en/sitemap?login=${view}&report=1&tab=x`, root: root("en"), element: <LoginDialogHost /> }));
      const frame = doc.querySelector("dialog[data-testid=login-dialog]")!;
      expect(frame.hasAttribute("open"), view).toBe(true);
      expect(doc.querySelector("[data-testid=login-close]")!.getAttribute("href")).toBe("/en/sitemap?tab=x");
      const form = frame.querySelector("form")!;
      expect(form.getAttribute("method")).toBe("post");
      expect(form.getAttribute("action")).toBe("/en/login");
      expect(form.querySelector<HTMLInputElement>("input[name=view]")!.value).toBe(view);
      expect(form.querySelector<HTMLInputElement>("input[name=redirectTo]")!.value).toBe("/en/sitemap?tab=x");
      expect(form.querySelector("input[name=_js]")).toBeNull();
      expect(form.querySelector("button[type=submit][name=intent][value=submit]")).not.toBeNull();
      // The prefix is a native select, China chosen; the chooser comes with JavaScript only.
      const usesMobile = view !== "emailPwd" && view !== "findByEmail";
      expect(form.querySelector("select[name=mobilePrefixId]") !== null, view).toBe(usesMobile);
      if (usesMobile) expect(form.querySelector<HTMLOptionElement>("select[name=mobilePrefixId] option[selected]")!.textContent).toBe("China (+86)");
      expect(form.querySelector("[data-testid=prefix-button]")).toBeNull();
    }
  });

  it("the code button submits the form (intent=sendCode) beside the picture code", async () => {
    const html = await serverHtml({ lang: "cn", url: "/cn/sitemap?login=sms", root: root("cn"), element: <LoginDialogHost /> });
    const doc = parse(html);
    const button = doc.querySelector<HTMLButtonElement>("[data-testid=get-code]")!;
    expect([button.type, button.name, button.value, button.disabled]).toEqual(["submit", "intent", "sendCode", false]);
    expect(button.hasAttribute("formnovalidate")).toBe(true);
    expect(html).toMatch(/<noscript>.*name="imageCode".*<\/noscript>/s);
  });

  it("after a send it shows the server's countdown, the notice and what was typed", async () => {
    const flash: LoginFlash = {
      view: "sms",
      sentAt: Date.now() - 15_000,
      notice: { type: "success", text: "Code sent, check your text messages" },
      lastResult: { initialValue: { mobilePrefixId: "44", mobile: "7700900123", email: "" } },
    };
    const doc = parse(await serverHtml({ lang: "en", url: "/en/sitemap?login=sms", root: root("en", { flash }), element: <LoginDialogHost /> }));
    const button = doc.querySelector<HTMLButtonElement>("[data-testid=get-code]")!;
    expect(button.disabled).toBe(true);
    expect(button.textContent).toMatch(/^Again in (45|46) s$/);
    expect(doc.querySelector("[data-testid=login-notice]")!.textContent).toBe("Code sent, check your text messages");
    expect(doc.querySelector<HTMLInputElement>("[data-testid=mobile]")!.getAttribute("value")).toBe("7700900123");
    expect(doc.querySelector("select[name=mobilePrefixId] option[selected]")!.getAttribute("value")).toBe("44");
  });

  it("once the wait is over the server's button reads 'get code again'", async () => {
    const flash: LoginFlash = { view: "sms", sentAt: Date.now() - 61_000 };
    const doc = parse(await serverHtml({ lang: "en", url: "/en/sitemap?login=sms", root: root("en", { flash }), element: <LoginDialogHost /> }));
    const button = doc.querySelector<HTMLButtonElement>("[data-testid=get-code]")!;
    expect(button.disabled).toBe(false);
    expect(button.textContent).toBe("Get code again");
  });

  it("BindMobile forced: open, no close link, a sign-out form", async () => {
    const doc = parse(
      await serverHtml({ lang: "cn", url: "/cn/sitemap", root: root("cn", { user: { userName: "u", mobile: null, hasMobile: false, mobilePrefixId: null } }), element: <LoginDialogHost /> }),
    );
    expect(doc.querySelector("dialog[open][data-view=BindMobile]")).not.toBeNull();
    expect(doc.querySelector("[data-testid=login-close]")).toBeNull();
    expect(doc.querySelector("form[action='/cn/logout']")!.getAttribute("method")).toBe("post");
  });
});
