#pragma once
// The emulator's device primitives: what rsgpu's public device types (SharedSlice,
// Warp/Tile, Cluster, Atomic) call on the host backend. Every function here is
// called from inside a GPU thread (tls_thread set). This is the contract between
// the emulator and the device abstractions.
// Implemented by the fiber scheduler (scheduler.hpp); see docs/emulator.md.
// Related entry points in executor.hpp: block_sync(file, line) — file/line are
// optional, a caller that forwards its call site enables synccheck's
// "threads wait at different barriers" — and record_access/tracing.
#include <cstddef>
#include <cstring>

#include <string>

#include "../../detail/type_name.hpp"
#include "executor.hpp"

namespace rsgpu::detail::host {

/// Per-block storage for one static shared-memory declaration. `key` identifies
/// the declaration (same pointer from every thread of the block); all threads
/// of a block get the same storage; a new block gets fresh storage (contents
/// uninitialised: memcheck may flag reads before writes).
inline void *block_shared_static(const void *key, std::size_t bytes,
                                 std::size_t align);

/// The block's dynamic shared memory (LaunchConfig::shared_bytes bytes).
inline void *block_shared_dynamic();
inline std::size_t block_shared_dynamic_size();

/// Lane (0..31) and warp index of the running thread; warps are 32
/// consecutive linear thread ranks of the block, as on CUDA.
inline unsigned lane_id();
inline unsigned warp_id();

/// A warp collective. Every lane in `member_mask` calls it with `bytes` bytes of
/// `mine`; it returns once all of them have arrived, with lane i's value at
/// all_out + i * bytes (lanes outside the mask: unspecified). `op` names the
/// collective for synccheck (lanes of one collective must call the same op).
/// A lane in the mask that exited or waits at a different collective or barrier
/// -> Error::SyncError (S9), never a hang.
inline void warp_collective(unsigned member_mask, const void *mine,
                            std::size_t bytes, void *all_out, const char *op);
/// The same, described fully: every lane must pass an equal CollectiveOp
/// (kind, operator, width, call site), else Error::SyncError naming both lanes
/// and both requests.
inline void warp_collective(unsigned member_mask, const void *mine,
                            std::size_t bytes, void *all_out, const CollectiveOp &op);
/// A stable name of a reduction operator type, for CollectiveOp::op.
template <class Op> const char *op_name() {
  static const std::string name = type_name<Op>();
  return name.c_str();
}

/// Cluster (sm_90 semantics): rank of this block in its cluster, cluster
/// extents, cluster-wide barrier, and the address of `local` (a pointer into
/// this block's shared memory) in the shared memory of block `rank` of the
/// same cluster (distributed shared memory).
inline unsigned cluster_rank();
inline Dim3 cluster_dim();
inline void cluster_sync();
inline void *cluster_map_shared(void *local, unsigned rank);

} // namespace rsgpu::detail::host

#include "primitives_impl.hpp"
