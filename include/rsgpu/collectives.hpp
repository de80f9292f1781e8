#pragma once
// Safe CUB collectives (BlockReduce, BlockScan, WarpReduce). Not part of the
// umbrella rsgpu.hpp: CUB more than doubles nvcc's time for a translation unit,
// so only code that uses a collective pays for it.
#include "collectives/block_reduce.hpp"
#include "collectives/block_scan.hpp"
#include "collectives/warp_reduce.hpp"
#include "rsgpu.hpp"
