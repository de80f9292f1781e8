#pragma once
// WarpReduce<T, BlockThreads>: CUB's warp reduction, with one temporary
// storage per warp of the block owned by the collective until a barrier (see
// CollectiveStorage). The result is in lane 0 only (CUB's rule). The host
// backend reduces with Warp::reduce on the emulator's warp collective.
//
//   using WR = rsgpu::WarpReduce<float, 256>;
//   auto st = WR::storage(b, [] {});
//   auto [s, used] = WR::sum(b.warp(), std::move(st), v);  // s: lane 0 only
#include <utility>

#include "../core/config.hpp"
#include "../exec/detail/ops.hpp"
#include "../exec/detail/option.hpp"
#include "../exec/thread.hpp"
#include "../exec/warp.hpp"
#include "detail/storage.hpp"
#if RSGPU_BACKEND_CUDA
#include <cub/warp/warp_reduce.cuh>
#endif

namespace rsgpu {

template <class T, unsigned BlockThreads> class WarpReduce {
  static_assert(BlockThreads % 32 == 0 && BlockThreads <= 1024,
                "WarpReduce: the block is whole warps");
  static constexpr unsigned warps = BlockThreads / 32;

public:
#if RSGPU_BACKEND_CUDA
  using Cub = cub::WarpReduce<T>;
  using TempStorage = typename Cub::TempStorage;
#else
  struct TempStorage {
    unsigned char unused;
  };
#endif
  using Storage = CollectiveStorage<WarpReduce, storage_state::Free>;
  using InUse = CollectiveStorage<WarpReduce, storage_state::InUse>;
  using Result = detail::Pair<Option<T>, InUse>;

  template <int D, class Tag>
  RSGPU_FN static Storage storage(const BasicBlock<D> &, Tag) {
    return detail::CollectiveAccess::make<WarpReduce, warps, Tag>();
  }

  template <class Op>
  RSGPU_FN static Result reduce(const Warp &w, Storage &&s, T v, Op op) {
    check_warp(w);
    TempStorage *p = detail::CollectiveAccess::take(std::move(s));
#if RSGPU_DEVICE_PASS
    T r = Cub(p[w.id()]).Reduce(v, op);
#elif RSGPU_BACKEND_CUDA
    T r = v; // host pass: never runs
    (void)op;
#else
    T r = w.reduce(v, op);
#endif
    return Result{Option<T>(r, w.lane() == 0),
                  detail::CollectiveAccess::in_use<WarpReduce>(p)};
  }
  RSGPU_FN static Result sum(const Warp &w, Storage &&s, T v) {
#if RSGPU_BACKEND_CUDA
    check_warp(w);
    TempStorage *p = detail::CollectiveAccess::take(std::move(s));
#if RSGPU_DEVICE_PASS
    T r = Cub(p[w.id()]).Sum(v);
#else
    T r = v; // host pass: never runs
#endif
    return Result{Option<T>(r, w.lane() == 0),
                  detail::CollectiveAccess::in_use<WarpReduce>(p)};
#else
    return reduce(w, std::move(s), v, Plus{});
#endif
  }

private:
  RSGPU_FN static void check_warp(const Warp &w) {
#if RSGPU_BOUNDS_CHECKS
    if (RSGPU_UNLIKELY(w.id() >= warps))
      detail::cold_panic("WarpReduce for {} threads used by warp {}", __FILE__,
                         __LINE__, BlockThreads, w.id());
#else
    (void)w;
#endif
  }
};

} // namespace rsgpu
