import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { callSigned, send, setupApi, signedRequest } from "../helpers/api";
import { approvedOrder, orderInfo, payDue, setEnv, studentWithCookie, U, type Student } from "../helpers/booking";

/**
 * Receipts: a PDF per succeeded payment and per refund, in the reader's language with its fonts
 * embedded, linked from order/info (receiptUrl) and served by the order page's receipt route;
 * only the order's student gets it.
 */
const TOKEN = "operator-token-for-receipt-tests1";
// The site's 404 page renders through the Remix build, which a unit run has not got: its status stands in.
vi.mock("~/lib/not-found.server", () => ({ notFoundPage: async () => new Response("Not Found", { status: 404 }) }));
let student: Student;
let other: Student;

beforeAll(async () => {
  await setupApi();
  await setEnv({ OPERATOR_TOKEN: TOKEN });
  student = await studentWithCookie("receipts");
  other = await studentWithCookie("not-receipts");
});
afterAll(async () => {
  await setEnv({ OPERATOR_TOKEN: undefined });
});

async function receipt(number: string, s: Student, language: "en" | "cn") {
  return send(await signedRequest(`${U}/order/receipt`, { number }, { token: s.token, language }));
}

function pdfText(bytes: Buffer) {
  return bytes.toString("latin1");
}

describe("receipts", () => {
  test("a payment's receipt is a PDF in the reader's language with its font embedded; only the owner gets it", async () => {
    const orderNo = await approvedOrder(student.token, TOKEN);
    expect((await orderInfo(student.token, orderNo)).payments).toEqual([]);
    const { paymentNo } = await payDue(student.token, orderNo);
    const info = await orderInfo(student.token, orderNo);
    expect(info.payments[0].receiptUrl).toBe(`/en/user/order/${orderNo}/receipt/${paymentNo}`);

    for (const [language, tag] of [["en", "en-GB"], ["cn", "zh-CN"]] as const) {
      const res = await receipt(paymentNo, student, language);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/pdf");
      expect(res.headers.get("content-disposition")).toBe(`attachment; filename="receipt-${paymentNo}.pdf"`);
      const pdf = pdfText(Buffer.from(await res.arrayBuffer()));
      expect(pdf.startsWith("%PDF-1.4")).toBe(true);
      expect(pdf).toContain(`/Lang (${tag})`);
      expect(pdf).toMatch(/\/FontFile2 \d+ 0 R/);
    }
    const theirs = await receipt(paymentNo, other, "en");
    expect(theirs.headers.get("content-type")).toContain("application/json");
    expect((await theirs.json()).code).toBe(1);
  });

  test("a refund's receipt; the order page's route serves the file to the owner and a 404 to anyone else", async () => {
    const orderNo = await approvedOrder(student.token, TOKEN);
    const { paymentNo } = await payDue(student.token, orderNo);
    expect((await callSigned(`${U}/order/cancel`, { orderNo }, { token: student.token })).code).toBe(0);
    const info = await orderInfo(student.token, orderNo, "cn");
    const refundUrl = info.refunds[0].receiptUrl as string;
    expect(refundUrl).toBe(`/cn/user/order/${orderNo}/receipt/${info.refunds[0].refundNo}`);
    const refund = await receipt(info.refunds[0].refundNo, student, "cn");
    expect(refund.headers.get("content-type")).toBe("application/pdf");
    expect(pdfText(Buffer.from(await refund.arrayBuffer()))).toContain("/Lang (zh-CN)");

    const route = await import("~/routes/$lang.user_.order.$orderNo.receipt.$number");
    const get = (s: Student, number: string) =>
      route.loader({
        request: new Request(`http://localhost:3000/en/user/order/${orderNo}/receipt/${number}`, { headers: { cookie: s.cookie } }),
        params: { lang: "en", orderNo, number },
        context: {},
      }) as Promise<Response>;
    const mine = await get(student, paymentNo);
    expect(mine.status).toBe(200);
    expect(mine.headers.get("content-type")).toBe("application/pdf");
    expect(Buffer.from(await mine.arrayBuffer()).subarray(0, 5).toString()).toBe("%PDF-");
    expect((await get(other, paymentNo)).status).toBe(404);
    expect((await get(student, "P000000nothing")).status).toBe(404);
  });
});
