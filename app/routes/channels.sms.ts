import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { callbackLoader, smsCallback } from "~/features/channels/callbacks.server";

/** `POST /channels/sms`: Africa's Talking's incoming SMS (decision 0072). */
export const action = ({ request, context }: ActionFunctionArgs) => smsCallback(request, context.clientAddress);

export const loader = ({ request, context }: LoaderFunctionArgs) => callbackLoader(request, context.clientAddress);
