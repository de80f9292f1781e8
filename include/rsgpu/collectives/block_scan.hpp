#pragma once
// BlockScan<T, Threads>: CUB's block-wide prefix scan with its temporary
// storage owned by the collective until a barrier (see CollectiveStorage).
// Every thread gets its prefix, and the *_sum forms also the block total.
//
//   using Scan = rsgpu::BlockScan<int, 256>;
//   auto st = Scan::storage(b, [] {});
//   auto [incl, total, used] = Scan::inclusive_sum(b, std::move(st), v);
//   st = b.sync(std::move(used));
#include <utility>

#include "../core/config.hpp"
#include "../exec/detail/ops.hpp"
#include "../exec/thread.hpp"
#include "detail/storage.hpp"
#if RSGPU_BACKEND_CUDA
#include <cub/block/block_scan.cuh>
#endif

namespace rsgpu {

template <class T, unsigned Threads> class BlockScan {
  static_assert(Threads >= 1 && Threads <= 1024, "1..1024 threads");

public:
#if RSGPU_BACKEND_CUDA
  using Cub = cub::BlockScan<T, int(Threads)>;
  using TempStorage = typename Cub::TempStorage;
#else
  struct TempStorage {
    T vals[Threads];
  };
#endif
  using Storage = CollectiveStorage<BlockScan, storage_state::Free>;
  using InUse = CollectiveStorage<BlockScan, storage_state::InUse>;
  /// prefix, block total, storage in use
  using Result = detail::Triple<T, T, InUse>;

  template <int D, class Tag>
  RSGPU_FN static Storage storage(const BasicBlock<D> &, Tag) {
    return detail::CollectiveAccess::make<BlockScan, 1, Tag>();
  }

  /// Inclusive prefix sum (v0 + ... + v_rank) and the block total.
  template <int D>
  RSGPU_FN static Result inclusive_sum(const BasicBlock<D> &b, Storage &&s,
                                       T v, const char *file = __builtin_FILE(),
                                       unsigned line = __builtin_LINE()) {
    detail::check_block_threads<Threads>(b, file, line);
    TempStorage *p = detail::CollectiveAccess::take(std::move(s));
    T out, total;
#if RSGPU_DEVICE_PASS
    Cub(*p).InclusiveSum(v, out, total);
#elif RSGPU_BACKEND_CUDA
    out = total = v; // host pass: never runs
#else
    host_scan(b, p, v, Plus{}, true, out, total);
#endif
    return Result{out, total, detail::CollectiveAccess::in_use<BlockScan>(p)};
  }
  /// Exclusive prefix sum (v0 + ... + v_{rank-1}, 0 for thread 0) and total.
  template <int D>
  RSGPU_FN static Result exclusive_sum(const BasicBlock<D> &b, Storage &&s,
                                       T v, const char *file = __builtin_FILE(),
                                       unsigned line = __builtin_LINE()) {
    detail::check_block_threads<Threads>(b, file, line);
    TempStorage *p = detail::CollectiveAccess::take(std::move(s));
    T out, total;
#if RSGPU_DEVICE_PASS
    Cub(*p).ExclusiveSum(v, out, total);
#elif RSGPU_BACKEND_CUDA
    out = total = v; // host pass: never runs
#else
    host_scan(b, p, v, Plus{}, false, out, total);
#endif
    return Result{out, total, detail::CollectiveAccess::in_use<BlockScan>(p)};
  }
  /// Inclusive scan with any associative `op` (total: the last prefix).
  template <int D, class Op>
  RSGPU_FN static Result inclusive_scan(const BasicBlock<D> &b, Storage &&s,
                                        T v, Op op,
                                        const char *file = __builtin_FILE(),
                                        unsigned line = __builtin_LINE()) {
    detail::check_block_threads<Threads>(b, file, line);
    TempStorage *p = detail::CollectiveAccess::take(std::move(s));
    T out, total;
#if RSGPU_DEVICE_PASS
    Cub(*p).InclusiveScan(v, out, op, total);
#elif RSGPU_BACKEND_CUDA
    out = total = v; // host pass: never runs
    (void)op;
#else
    host_scan(b, p, v, op, true, out, total);
#endif
    return Result{out, total, detail::CollectiveAccess::in_use<BlockScan>(p)};
  }

  /// Storage still in use: a compile error (S8) naming the fix.
  template <int D, class... A>
  RSGPU_FN static Result inclusive_sum(const BasicBlock<D> &, InUse &&, A &&...) {
    static_assert(D < 0, "collective: its temporary storage is still in use (CUB: "
                  "barrier before reuse): pass b.sync(std::move(used)), "
                  "which returns it free");
  }
  template <int D, class... A>
  RSGPU_FN static Result exclusive_sum(const BasicBlock<D> &, InUse &&, A &&...) {
    static_assert(D < 0, "collective: its temporary storage is still in use (CUB: "
                  "barrier before reuse): pass b.sync(std::move(used)), "
                  "which returns it free");
  }
  template <int D, class... A>
  RSGPU_FN static Result inclusive_scan(const BasicBlock<D> &, InUse &&, A &&...) {
    static_assert(D < 0, "collective: its temporary storage is still in use (CUB: "
                  "barrier before reuse): pass b.sync(std::move(used)), "
                  "which returns it free");
  }

private:
#if !RSGPU_BACKEND_CUDA
  template <int D, class Op>
  static void host_scan(const BasicBlock<D> &b, TempStorage *p, T v, Op op,
                        bool inclusive, T &out, T &total) {
    unsigned r = b.thread_rank();
    detail::trace(&p->vals[r], sizeof(T), detail::AccessKind::Write);
    p->vals[r] = v;
    b.sync();
    T acc = p->vals[0];
    out = inclusive ? acc : T{};
    for (unsigned i = 1; i < Threads; ++i) {
      detail::trace(&p->vals[i], sizeof(T), detail::AccessKind::Read);
      if (i == r) out = inclusive ? op(acc, p->vals[i]) : acc;
      acc = op(acc, p->vals[i]);
    }
    total = acc;
  }
#endif
};

} // namespace rsgpu
