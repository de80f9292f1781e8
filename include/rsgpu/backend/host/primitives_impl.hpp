#pragma once
// The emulator's device primitives (declared and documented in primitives.hpp).
#include <cstddef>

#include "../../detail/format.hpp"
#include "executor.hpp"
#include "panic.hpp"

namespace rsgpu::detail::host {

inline Unit &current_unit() { return unit_of(current()); }

inline void *block_shared_static(const void *key, std::size_t bytes,
                                 std::size_t align) {
  return current_unit().shared_static(key, bytes, align);
}
inline void *block_shared_dynamic() {
  ThreadState &t = current();
  return static_cast<BlockRt *>(t.block)->arena->base();
}
inline std::size_t block_shared_dynamic_size() { return current().launch->dyn_shared; }

inline unsigned lane_id() {
  ThreadState &t = current();
  return unsigned(t.launch->block.linear(t.thread_idx) % 32);
}
inline unsigned warp_id() {
  ThreadState &t = current();
  return unsigned(t.launch->block.linear(t.thread_idx) / 32);
}

inline void warp_collective(unsigned member_mask, const void *mine,
                            std::size_t bytes, void *all_out, const char *op) {
  CollectiveOp c;
  c.kind = op;
  warp_collective(member_mask, mine, bytes, all_out, c);
}
inline void warp_collective(unsigned member_mask, const void *mine,
                            std::size_t bytes, void *all_out, const CollectiveOp &op) {
  if (RSGPU_UNLIKELY(tls_members != nullptr))
    return settled([&] { current_unit().collective(member_mask, mine, bytes, all_out, op); });
  current_unit().collective(member_mask, mine, bytes, all_out, op);
}

inline unsigned cluster_rank() {
  ThreadState &t = current();
  Dim3 c = t.launch->cluster, b = t.block_idx;
  return unsigned(c.linear({b.x % c.x, b.y % c.y, b.z % c.z}));
}
inline Dim3 cluster_dim() { return current().launch->cluster; }
inline void cluster_sync() {
  if (RSGPU_UNLIKELY(tls_members != nullptr))
    return settled([] { current_unit().cluster_barrier(); });
  current_unit().cluster_barrier();
}

inline void *cluster_map_shared(void *local, unsigned rank) {
  Unit &u = current_unit();
  int own = u.arena_of(local);
  if (rank >= u.blocks.size() || own < 0)
    record_panic(own < 0 ? "cluster_map_shared: the pointer is not in shared memory"
                         : "cluster_map_shared: rank {} is outside the cluster of {} blocks",
                 __FILE__, __LINE__, rank, u.blocks.size());
  auto off = static_cast<unsigned char *>(local) - u.blocks[unsigned(own)].arena->base();
  return u.blocks[rank].arena->base() + off;
}

} // namespace rsgpu::detail::host
