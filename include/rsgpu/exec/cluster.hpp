#pragma once
// Cluster (S10): the thread-block cluster of the running block (sm_90+; set
// LaunchConfig::cluster). Rank and extents, the cluster barrier, and
// distributed shared memory: `cl.sync(std::move(s))` is a cluster barrier
// that turns a block's SharedSlice into a RemoteShared, through which any
// block of the cluster reads any other block's slice; `cl.sync(std::move(r))`,
// the closing barrier, gives the slice back for writing. Remote reads exist
// only between the two barriers, so no block reads a slice still being written
// or one whose block has exited (a RemoteShared dropped without the closing
// barrier runs it in its destructor). Using Cluster when compiling for an
// architecture below sm_90 is a compile error.
//
//   auto cl = b.cluster();
//   auto part = rsgpu::shared<float, 1>(b, [] {});
//   if (b.thread_rank() == 0) part.mine(b) = block_sum;
//   auto dsm = cl.sync(std::move(part));               // cluster barrier
//   if (cl.rank() == 0 && b.thread_rank() == 0)
//     for (unsigned r = 0; r < cl.size(); ++r) total += dsm.read(r, 0);
//   cl.sync(std::move(dsm));                            // closing barrier
#include <cstddef>
#include <type_traits>

#include "../core/config.hpp"
#if RSGPU_BACKEND_HOST
#include <exception> // std::uncaught_exceptions (the emulator's unwinding)
#endif
#include "../core/dim3.hpp"
#include "../memory/slice.hpp"
#include "detail/owned.hpp"
#include "shared.hpp"
#include "thread.hpp"
#if RSGPU_BACKEND_CUDA
#include <cooperative_groups.h>
#else
#include "../backend/host/primitives.hpp"
#endif

namespace rsgpu {

template <class T, std::size_t N> class RemoteShared;

namespace detail {
template <class B> RSGPU_FN constexpr void require_sm90() {
#if RSGPU_DEVICE_PASS && RSGPU_DEVICE_ARCH < 900
  static_assert(always_false<B>,
                "rsgpu::Cluster needs sm_90 or newer (S10): thread-block "
                "clusters and distributed shared memory do not exist below "
                "it; compile with -arch=sm_90");
#endif
}
} // namespace detail

class Cluster : public detail::ExecHandle<Cluster> {
public:
  /// Rank of the running block in its cluster.
  RSGPU_FN unsigned rank() const {
#if RSGPU_BACKEND_CUDA
#if RSGPU_DEVICE_ARCH >= 900
    return cooperative_groups::this_cluster().block_rank();
#else
    return 0;
#endif
#else
    return detail::host::cluster_rank();
#endif
  }
  /// Cluster extents in blocks.
  RSGPU_FN Dim3 dim() const {
#if RSGPU_BACKEND_CUDA
#if RSGPU_DEVICE_ARCH >= 900
    dim3 d = cooperative_groups::this_cluster().dim_blocks();
    return {d.x, d.y, d.z};
#else
    return {1, 1, 1};
#endif
#else
    return detail::host::cluster_dim();
#endif
  }
  /// Blocks in the cluster.
  RSGPU_FN unsigned size() const {
#if RSGPU_DEVICE_ARCH >= 900
    // One register read, constant for the launch. Not `asm volatile` (as
    // cooperative_groups' is): the compiler may then merge the reads, so a
    // loop `r < cl.size()` proves the rank check in RemoteShared::read.
    unsigned n;
    asm("mov.u32 %0, %%cluster_nctarank;" : "=r"(n));
    return n;
#else
    Dim3 d = dim();
    return d.x * d.y * d.z;
#endif
  }
  /// Cluster barrier: every thread of every block of the cluster.
  RSGPU_FN void sync() const {
#if RSGPU_BACKEND_CUDA
#if RSGPU_DEVICE_ARCH >= 900
    cooperative_groups::this_cluster().sync();
#endif
#else
    detail::host::cluster_sync();
#endif
  }
  /// Cluster barrier that opens this block's slice to the whole cluster.
  template <class T, std::size_t N, class P>
  RSGPU_FN RemoteShared<T, N> sync(SharedSlice<T, N, P> &&s) const {
    sync();
    return RemoteShared<T, N>(detail::SharedAccess::data(s), s.len(), *this);
  }
  /// Closing cluster barrier: no block reads this slice any more, so it may
  /// be written again.
  template <class T, std::size_t N>
  RSGPU_FN SharedSlice<T, N, phase::Write> sync(RemoteShared<T, N> &&r) const {
    r.live_ = false;
    sync();
    return detail::SharedAccess::make<T, N>(r.data_, r.len_);
  }

  template <class B> RSGPU_FN static Cluster rsgpu_from_block(const B &) {
    detail::require_sm90<B>();
    return Cluster();
  }

private:
  constexpr Cluster() = default;
};

/// A block's SharedSlice, readable from every block of the cluster, between
/// two cluster barriers.
template <class T, std::size_t N> class RemoteShared {
public:
  RemoteShared(const RemoteShared &) = delete;
  RemoteShared &operator=(const RemoteShared &) = delete;
  RSGPU_FN RemoteShared(RemoteShared &&o)
      : data_(o.data_), len_(o.len_), ranks_(o.ranks_), live_(o.live_) {
    o.live_ = false;
  }
#if RSGPU_BACKEND_HOST
  // The host backend abandons a panicking launch by unwinding every fiber
  // (an exception): no closing barrier while unwinding, and an abort raised
  // by the barrier itself must be able to leave the destructor.
  ~RemoteShared() noexcept(false) {
    if (live_ && !std::uncaught_exceptions())
      Cluster::rsgpu_from_block(0).sync(); // the closing barrier
  }
#else
  RSGPU_FN ~RemoteShared() {
    if (live_) Cluster::rsgpu_from_block(0).sync(); // the closing barrier
  }
#endif

  RSGPU_FN std::size_t len() const { return len_; }
  /// The blocks whose slices it reaches (the cluster's size), read once when
  /// the barrier opened it: a loop `r < ranks()` proves read(r, ...)'s rank
  /// check, which compares against the same value.
  RSGPU_FN unsigned ranks() const { return ranks_; }

  /// Slot i of block `rank`'s slice (this block's own when rank == cl.rank()).
  RSGPU_FN T read(unsigned rank, detail::Index i) const {
#if RSGPU_BOUNDS_CHECKS || RSGPU_BACKEND_HOST
    // Moved from (into the closing barrier `cl.sync(std::move(r))`, or into
    // another RemoteShared): the other blocks may have exited or be writing
    // their slices again.
    if (RSGPU_UNLIKELY(!live_))
      detail::cold_panic("rsgpu S10: a remote shared-memory read through a "
                         "RemoteShared moved into the closing cluster barrier "
                         "(cl.sync(std::move(r))) or elsewhere: the other "
                         "blocks' slices may be gone; read before that barrier",
                         i.file, i.line);
#endif
#if RSGPU_BOUNDS_CHECKS
    if (RSGPU_UNLIKELY(i.value >= len_))
      detail::panic_bounds(i.value, len_, i.file, i.line);
#endif
    const T *p = remote(rank, i.file, i.line) + i.value;
    detail::trace(p, sizeof(T), detail::AccessKind::Read);
    return *p;
  }

private:
  friend class Cluster;
  RSGPU_FN RemoteShared(T *d, std::size_t n, const Cluster &cl)
      : data_(d), len_(n), ranks_(cl.size()), live_(true) {}

  /// `file`/`line`: the caller's read, where a bad rank is reported.
  RSGPU_FN const T *remote(unsigned rank, const char *file,
                           unsigned line) const {
    Cluster cl = Cluster::rsgpu_from_block(0);
#if RSGPU_BOUNDS_CHECKS
    if (RSGPU_UNLIKELY(rank >= ranks_))
      detail::cold_panic("cluster block rank {} out of range (cluster of {})",
                         file, line, rank, ranks_);
#else
    (void)file, (void)line;
#endif
#if RSGPU_BACKEND_CUDA
#if RSGPU_DEVICE_ARCH >= 900
    (void)cl;
    return cooperative_groups::this_cluster().map_shared_rank(data_, rank);
#else
    (void)cl, (void)rank;
    return data_;
#endif
#else
    (void)cl;
    return static_cast<const T *>(
        detail::host::cluster_map_shared(static_cast<void *>(data_), rank));
#endif
  }

  T *data_;
  std::size_t len_;
  unsigned ranks_;
  bool live_;
};

/// One element per cluster of a 1-D grid with 1-D clusters, owned by thread
/// 0 of the cluster's block of rank 0: element blockIdx.x / cluster size.
template <class T>
RSGPU_FN Owned<T> per_cluster(const SliceMut<T> &y, const Cluster &cl,
                              const Block1D &b) {
  std::size_t i = std::size_t(b.linear_idx() / cl.size());
  // ok includes i < len(): in bounds whenever it exists.
  return detail::owned_in_bounds(y, i,
                                 cl.rank() == 0 && b.thread_rank() == 0 &&
                                     i < y.len());
}

} // namespace rsgpu
