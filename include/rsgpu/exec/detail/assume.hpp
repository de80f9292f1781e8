#pragma once
// assume_proven: tell the device compiler a fact that a check just proved, so
// that later checks implied by it fold away (checked builds keep every check
// in the source; the compiler drops only the ones this fact makes
// unreachable). Only for facts that hold by construction: never call it on a
// condition no check has established.
#include "../../core/config.hpp"

namespace rsgpu::detail {

RSGPU_FN void assume_proven(bool fact) {
#if RSGPU_DEVICE_PASS
  __builtin_assume(fact);
#else
  (void)fact; // the host backend keeps every check (its panics are tested)
#endif
}

/// After a passed block-shape check (blockDim == (BX, BY)): the hardware
/// guarantees threadIdx < blockDim, so the thread's own (tx, ty) are below
/// (BX, BY). Tile reads indexed by them then need no check of their own.
template <unsigned BX, unsigned BY>
RSGPU_FN void assume_thread_in_block(unsigned tx, unsigned ty) {
  assume_proven(tx < BX);
  assume_proven(ty < BY);
}

/// After a passed (host or device) check that the block is BX x BY x 1:
/// blockDim reads become the constants and threadIdx is below them, so the
/// library's block-shape checks and the tile reads indexed by threadIdx fold.
template <unsigned BX, unsigned BY> RSGPU_FN void assume_block_shape() {
#if RSGPU_DEVICE_PASS
  assume_proven(blockDim.x == BX);
  assume_proven(blockDim.y == BY);
  assume_proven(blockDim.z == 1);
  assume_proven(threadIdx.x < BX);
  assume_proven(threadIdx.y < BY);
  assume_proven(threadIdx.z == 0);
#endif
}

} // namespace rsgpu::detail
