import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { Skeleton } from '../skeleton/skeleton.tsx'
import { InfiniteScroll } from './infinite-scroll.tsx'

function Demo({ distance }: { distance: number }) {
  const [items, setItems] = useState(() => Array.from({ length: 20 }, (_, i) => i + 1))
  const [loading, setLoading] = useState(false)
  const more = () => {
    setLoading(true)
    setTimeout(() => {
      setItems((list) => [...list, ...Array.from({ length: 20 }, (_, i) => list.length + i + 1)])
      setLoading(false)
    }, 800)
  }
  return (
    // The scroll box is the page's (ui/page): focusable and named, as Page makes its own.
    <div
      role="group"
      aria-label="Лента"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll box the keyboard must reach (axe scrollable-region-focusable)
      tabIndex={0}
      style={{ height: 400, overflow: 'auto', border: '1px solid #ddd' }}
    >
      <InfiniteScroll
        onLoadMore={more}
        hasMore={items.length < 100}
        loading={loading}
        distance={distance}
        loader={<Skeleton count={2} />}
      >
        {items.map((i) => (
          <p key={i} style={{ padding: '8px 16px', margin: 0 }}>
            Строка {i}
          </p>
        ))}
      </InfiniteScroll>
    </div>
  )
}

const meta = {
  title: 'UI/InfiniteScroll',
  component: Demo,
  args: { distance: 200 },
} satisfies Meta<typeof Demo>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
