import { ScrollRegion } from "~/components/scroll-region";

const DEVICES = [
  { id: "phone-view", device: "phone", caption: "On a phone, 360 px wide.", width: 360, height: 640 },
  { id: "desktop-view", device: "desktop", caption: "On a desktop, 1280 px wide, drawn smaller.", width: 1280, height: 800 },
] as const;

/**
 * An item's page preview at a phone's width and at a desktop's, side by side: two frames of it, 360 px
 * wide and 1280 px wide drawn smaller. No script: without frames (w3m) or to see one full size, a link opens it.
 */
export function DevicePreviews({ page, title }: { /** The page preview's address. */ page: string; title: string }) {
  return DEVICES.map(({ id, device, caption, width, height }) => (
    <figure className="staff-page-preview" key={device}>
      <figcaption id={id}>
        {/* Each a single text node: the server's HTML reads as the words, with no separators between them. */}
        {`${caption} `}
        <a href={page}>{`Open the ${device} view on its own`}</a>
      </figcaption>
      <ScrollRegion labelledBy={id}>
        <div className={`staff-page-preview__frame staff-page-preview__frame--${device}`}>
          <iframe src={page} title={`${title}: on a ${device}`} width={width} height={height} />
        </div>
      </ScrollRegion>
    </figure>
  ));
}
