import type { FrameDispatch, FrameState } from '@porthole/frame-host'
import { useDispatch, useSelector } from 'react-redux'

export const useFrameSelector = useSelector.withTypes<FrameState>()
export const useFrameDispatch = useDispatch.withTypes<FrameDispatch>()
