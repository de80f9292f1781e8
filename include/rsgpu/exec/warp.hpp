#pragma once
// Warp and Tile<N> (S9): the running thread's group of N consecutive threads
// of its block (a warp when N = 32), with the warp collectives: shuffles,
// ballot, any/all, match and reduce. Obtainable only from a block handle
// (b.warp(), b.tile<N>()), that is at a point the whole block reaches;
// calling a collective from a divergent branch is an error in the emulator
// (Error::SyncError), never a hang. The block size must be a multiple of N.
// Built on cooperative_groups under nvcc; on host::warp_collective in the
// emulator.
//
//   auto w = t.block().warp();
//   float sum = w.reduce(v, rsgpu::Plus{});       // every lane gets the sum
//   unsigned voters = w.ballot(v > 0.0f);
//   float left = w.shfl_up(v, 1);
#include <cstring>
#include <type_traits>

#include "../core/config.hpp"
#include "../backend/panic.hpp"
#include "detail/ops.hpp"
#include "detail/shape_checks.hpp"
#include "thread.hpp"
#if RSGPU_BACKEND_CUDA
#include <cooperative_groups.h>
#else
#include "../backend/host/primitives.hpp"
#endif

// Each collective takes its call site (default arguments, evaluated where it
// is called): the emulator requires every lane to call the same one.
#define RSGPU_WARP_SITE                                                        \
  const char *file = __builtin_FILE(), unsigned line = __builtin_LINE()

namespace rsgpu {

template <unsigned N> class Tile : public detail::ExecHandle<Tile<N>> {
  static_assert(N >= 1 && N <= 32 && (N & (N - 1)) == 0,
                "Tile<N>: N must be a power of two no larger than 32");

public:
  /// Threads in the tile.
  RSGPU_FN static constexpr unsigned size() { return N; }
  RSGPU_FN static constexpr unsigned num_threads() { return N; }
  /// Rank of the running thread in the tile (the lane for a warp).
  RSGPU_FN unsigned thread_rank() const { return rank_ & (N - 1); }
  RSGPU_FN unsigned lane() const { return thread_rank(); }
  /// Index of this tile in the block (the warp id for a warp).
  RSGPU_FN unsigned meta_group_rank() const { return rank_ / N; }
  RSGPU_FN unsigned id() const { return meta_group_rank(); }

  /// Value of `v` in tile lane `src` (mod N).
  template <class T>
  RSGPU_FN T shfl(T v, unsigned src, RSGPU_WARP_SITE) const {
#if RSGPU_BACKEND_CUDA
    (void)file, (void)line;
    return cg_tile().shfl(v, src);
#else
    T all[32];
    gather(v, all, "shfl", file, line);
    return all[base() + (src & (N - 1))];
#endif
  }
  /// Value of `v` in lane thread_rank() ^ mask (butterfly exchange).
  template <class T>
  RSGPU_FN T shfl_xor(T v, unsigned mask, RSGPU_WARP_SITE) const {
#if RSGPU_BACKEND_CUDA
    (void)file, (void)line;
    return cg_tile().shfl_xor(v, mask);
#else
    T all[32];
    gather(v, all, "shfl_xor", file, line);
    unsigned src = thread_rank() ^ mask;
    return src < N ? all[base() + src] : v;
#endif
  }
  /// Value of `v` in lane thread_rank() + delta (own value past the end).
  template <class T>
  RSGPU_FN T shfl_down(T v, unsigned delta, RSGPU_WARP_SITE) const {
#if RSGPU_BACKEND_CUDA
    (void)file, (void)line;
    return cg_tile().shfl_down(v, delta);
#else
    T all[32];
    gather(v, all, "shfl_down", file, line);
    unsigned src = thread_rank() + delta;
    return src < N ? all[base() + src] : v;
#endif
  }
  /// Value of `v` in lane thread_rank() - delta (own value before the start).
  template <class T>
  RSGPU_FN T shfl_up(T v, unsigned delta, RSGPU_WARP_SITE) const {
#if RSGPU_BACKEND_CUDA
    (void)file, (void)line;
    return cg_tile().shfl_up(v, delta);
#else
    T all[32];
    gather(v, all, "shfl_up", file, line);
    return thread_rank() >= delta ? all[base() + thread_rank() - delta] : v;
#endif
  }
  /// Bit i set when lane i's predicate is true.
  RSGPU_FN unsigned ballot(bool p, RSGPU_WARP_SITE) const {
#if RSGPU_BACKEND_CUDA
    (void)file, (void)line;
    return cg_tile().ballot(p);
#else
    return vote(p, "ballot", file, line);
#endif
  }
  RSGPU_FN bool any(bool p, RSGPU_WARP_SITE) const {
#if RSGPU_BACKEND_CUDA
    (void)file, (void)line;
    return cg_tile().any(p);
#else
    return vote(p, "any", file, line) != 0;
#endif
  }
  RSGPU_FN bool all(bool p, RSGPU_WARP_SITE) const {
#if RSGPU_BACKEND_CUDA
    (void)file, (void)line;
    return cg_tile().all(p);
#else
    return vote(p, "all", file, line) == (N == 32 ? ~0u : (1u << N) - 1);
#endif
  }
  /// Lanes whose `v` equals this lane's (bit i: lane i).
  template <class T> RSGPU_FN unsigned match_any(T v, RSGPU_WARP_SITE) const {
    static_assert(std::is_integral_v<T> && (sizeof(T) == 4 || sizeof(T) == 8),
                  "match_any: 32- or 64-bit integers");
#if RSGPU_BACKEND_CUDA
    (void)file, (void)line;
    return cg_tile().match_any(v);
#else
    T all[32];
    gather(v, all, "match_any", file, line);
    unsigned bits = 0;
    for (unsigned i = 0; i < N; ++i)
      if (all[base() + i] == v) bits |= 1u << i;
    return bits;
#endif
  }
  /// Reduction over the tile by a butterfly of shfl_xor; every lane gets the
  /// result, bit-identical on both backends (same combination order).
  template <class T, class Op>
  RSGPU_FN T reduce(T v, Op op, RSGPU_WARP_SITE) const {
#if RSGPU_BACKEND_CUDA
RSGPU_UNROLL
    for (unsigned m = N / 2; m > 0; m /= 2) v = op(v, shfl_xor(v, m, file, line));
    return v;
#else
    T all[32];
    gather(v, all, "reduce", file, line, detail::host::op_name<Op>());
    T x[32];
    for (unsigned i = 0; i < N; ++i) x[i] = all[base() + i];
    for (unsigned m = N / 2; m > 0; m /= 2) {
      T y[32];
      for (unsigned i = 0; i < N; ++i) y[i] = op(x[i], x[i ^ m]);
      for (unsigned i = 0; i < N; ++i) x[i] = y[i];
    }
    return x[thread_rank()];
#endif
  }
  /// Inclusive prefix over the tile (Kogge-Stone with shfl_up).
  template <class T, class Op>
  RSGPU_FN T inclusive_scan(T v, Op op, RSGPU_WARP_SITE) const {
RSGPU_UNROLL
    for (unsigned d = 1; d < N; d *= 2) {
      T o = shfl_up(v, d, file, line);
      if (thread_rank() >= d) v = op(o, v);
    }
    return v;
  }
  /// Tile barrier (memory ordering among the tile's lanes).
  /// Lanes may reach it at different call sites (as __syncwarp allows).
  RSGPU_FN void sync(RSGPU_WARP_SITE) const {
#if RSGPU_BACKEND_CUDA
    (void)file, (void)line;
    cg_tile().sync();
#else
    unsigned char dummy = 0, all[32];
    gather(dummy, all, "sync", file, line, nullptr, true);
#endif
  }
  /// Warp barrier among the lanes of `mask` (`__syncwarp(mask)`; a Warp's
  /// lanes, bit i = lane i): every lane of `mask` calls it with that mask,
  /// the caller among them. It orders memory among those lanes only. The
  /// emulator reports a mask without the caller, lanes of the mask that
  /// exited or wait at another collective (SyncError, never a hang); a
  /// checked CUDA build panics for a mask without the caller.
  RSGPU_FN void sync_lanes(unsigned mask, RSGPU_WARP_SITE) const {
    static_assert(N == 32, "sync_lanes: a mask of a warp's lanes (Warp)");
#if RSGPU_DEVICE_PASS
#if RSGPU_SHAPE_CHECKS // S9, not a bounds check
    if (RSGPU_UNLIKELY(!(mask >> thread_rank() & 1u)))
      detail::cold_panic("sync_warp_mask: the calling lane is not in the mask",
                         file, line);
#else
    (void)file, (void)line;
#endif
    __syncwarp(mask);
#elif RSGPU_BACKEND_CUDA
    (void)mask, (void)file, (void)line;
#else
    unsigned char dummy = 0, all[32];
    detail::host::warp_collective(mask, &dummy, 1, all,
                                  {"sync", nullptr, N, file, line, true});
#endif
  }

  /// For Block::warp()/tile<N>(): the only way to make one.
  /// A block whose size is not a multiple of N would leave a partial last
  /// tile whose collectives read lanes that do not exist: refused.
  template <int D>
  RSGPU_FN static Tile rsgpu_from_block(const BasicBlock<D> &b, const char *file,
                                        unsigned line) {
#if RSGPU_SHAPE_CHECKS // S9, not a bounds check
    if (RSGPU_UNLIKELY(b.size() % N != 0))
      detail::cold_panic("Block::tile<{}>: a block of {} threads does not "
                         "split into whole tiles (a partial tile's collectives "
                         "would read absent lanes)",
                         file, line, N, b.size());
#else
    (void)file, (void)line;
#endif
    return Tile(b.thread_rank());
  }

private:
  RSGPU_FN explicit Tile(unsigned rank) : rank_(rank) {}

#if RSGPU_DEVICE_PASS
  __device__ static auto cg_tile() {
    namespace cg = cooperative_groups;
    return cg::tiled_partition<N>(cg::this_thread_block());
  }
#elif RSGPU_BACKEND_CUDA
  // nvcc's host pass compiles kernels' bodies but never runs them.
  struct HostPassTile {
    template <class T> T shfl(T v, unsigned) const { return v; }
    template <class T> T shfl_xor(T v, unsigned) const { return v; }
    template <class T> T shfl_down(T v, unsigned) const { return v; }
    template <class T> T shfl_up(T v, unsigned) const { return v; }
    unsigned ballot(bool) const { return 0; }
    bool any(bool p) const { return p; }
    bool all(bool p) const { return p; }
    template <class T> unsigned match_any(T) const { return 0; }
    void sync() const {}
  };
  static HostPassTile cg_tile() { return {}; }
#else
  unsigned base() const { return detail::host::lane_id() & ~(N - 1); }
  unsigned member_mask() const {
    return N == 32 ? ~0u : ((1u << N) - 1) << base();
  }
  /// Every lane of the tile must ask for the same collective: kind, operator,
  /// tile width and call site (synccheck compares them, S9).
  template <class T>
  void gather(const T &v, T *all, const char *kind, const char *file, unsigned line,
              const char *op = nullptr, bool any_site = false) const {
    static_assert(std::is_trivially_copyable_v<T>,
                  "warp collectives move trivially copyable values");
    detail::host::warp_collective(member_mask(), &v, sizeof(T), all,
                                  {kind, op, N, file, line, any_site});
  }
  unsigned vote(bool p, const char *kind, const char *file, unsigned line) const {
    unsigned char all[32];
    unsigned char mine = p;
    gather(mine, all, kind, file, line);
    unsigned bits = 0;
    for (unsigned i = 0; i < N; ++i)
      if (all[base() + i]) bits |= 1u << i;
    return bits;
  }
#endif

  unsigned rank_; // the thread's rank in the block
};

/// The 32 threads of a warp.
using Warp = Tile<32>;

/// The running thread's warp with only the lanes that exist: in a block whose
/// size is not a multiple of 32, the last warp has fewer lanes (Block::warp()
/// refuses such a block). Its collectives take those lanes as their member
/// mask — CUDA's `__ballot_sync(__activemask(), p)` in a partial warp, with
/// the mask computed from the block size rather than read from the hardware,
/// so a lane missing from a collective is an error the emulator reports
/// (Error::SyncError), as for a full warp. Obtained from a block handle:
/// `auto pw = b.warp_partial();`.
class PartialWarp : public detail::ExecHandle<PartialWarp> {
public:
  /// The lane of the running thread.
  RSGPU_FN unsigned lane() const { return rank_ & 31; }
  RSGPU_FN unsigned thread_rank() const { return lane(); }
  /// The warp's index in the block.
  RSGPU_FN unsigned id() const { return rank_ / 32; }
  /// Lanes in this warp (32 except in a partial last warp).
  RSGPU_FN unsigned size() const { return n_; }
  /// Bit i set for each lane i of this warp: the collectives' member mask.
  RSGPU_FN unsigned mask() const { return n_ == 32 ? ~0u : (1u << n_) - 1; }
  /// Bit i set when lane i's predicate is true (lanes of this warp only).
  RSGPU_FN unsigned ballot(bool p) const {
#if RSGPU_BACKEND_CUDA
#if RSGPU_DEVICE_PASS
    return __ballot_sync(mask(), p);
#else
    return p;
#endif
#else
    unsigned char all[32];
    unsigned char mine = p;
    detail::host::warp_collective(mask(), &mine, 1, all, "ballot");
    unsigned bits = 0;
    for (unsigned i = 0; i < n_; ++i)
      if (all[i])
        bits |= 1u << i;
    return bits;
#endif
  }
  RSGPU_FN bool any(bool p) const { return ballot(p) != 0; }
  RSGPU_FN bool all(bool p) const { return ballot(p) == mask(); }
  /// Lanes before this one whose predicate is true (a compaction offset).
  RSGPU_FN unsigned rank_of(bool p) const {
    unsigned below = lane() == 0 ? 0u : (~0u >> (32 - lane()));
#if RSGPU_DEVICE_PASS // NVRTC has no __builtin_popcount
    return unsigned(__popc(ballot(p) & below));
#else
    return unsigned(__builtin_popcount(ballot(p) & below));
#endif
  }

  /// For Block::warp_partial(): the only way to make one.
  template <int D>
  RSGPU_FN static PartialWarp rsgpu_from_block(const BasicBlock<D> &b) {
    unsigned r = b.thread_rank(), size = b.size();
    unsigned first = r & ~31u;
    unsigned n = size - first < 32 ? size - first : 32;
    return PartialWarp(r, n);
  }

private:
  RSGPU_FN PartialWarp(unsigned rank, unsigned n) : rank_(rank), n_(n) {}
  unsigned rank_; // the thread's rank in the block
  unsigned n_;    // lanes in this warp
};

} // namespace rsgpu

#undef RSGPU_WARP_SITE
