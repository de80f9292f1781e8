#pragma once
// Launch- and block-shape checks (S5, S9): the proofs that the own-element
// views (mine_tiled, for_each_mine_tiled, SharedTile::for_each_mine,
// Thread1D/2D, ShapedThread) hand each thread distinct elements, and that
// warps are whole. They are not bounds checks: RSGPU_NO_BOUNDS_CHECKS leaves
// them on (a shape check costs one compare per call, or nothing where the
// shape is in the thread's type).
#define RSGPU_SHAPE_CHECKS 1
