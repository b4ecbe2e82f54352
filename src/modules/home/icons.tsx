/** Icons of home buttons and social networks: named icons of ui/icon (decorative, aria-hidden). */
import type { ReactNode } from 'react'
import { Icon } from '../../ui/icon/icon.tsx'
import type { HomeButtonType, SocialType } from './settings.ts'

export const buttonIcons: Record<HomeButtonType, ReactNode> = {
  phone: <Icon name="home-phone" />,
  feedback: <Icon name="home-feedback" />,
  site: <Icon name="home-site" />,
  telegram: <Icon name="telegram" />,
  whatsapp: <Icon name="whatsapp" />,
  viber: <Icon name="viber" />,
}

export const socialIcons: Record<SocialType, ReactNode> = {
  tg: <Icon name="telegram" />,
  insta: <Icon name="instagram" />,
  vk: <Icon name="vk" />,
  fb: <Icon name="facebook" />,
  ok: <Icon name="odnoklassniki" />,
  tt: <Icon name="tiktok" />,
}
