import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { callbackLoader, ussdCallback } from "~/features/channels/callbacks.server";

/** `POST /channels/ussd`: Africa's Talking's USSD callback (decision 0072). */
export const action = ({ request, context }: ActionFunctionArgs) => ussdCallback(request, context.clientAddress);

export const loader = ({ request, context }: LoaderFunctionArgs) => callbackLoader(request, context.clientAddress);
