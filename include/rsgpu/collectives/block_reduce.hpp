#pragma once
// BlockReduce<T, Threads>: CUB's block reduction with its temporary storage in
// shared memory owned by the collective until a barrier (see
// CollectiveStorage). The result exists in the block's thread 0 only (CUB's
// rule), so it comes back as an Option that is empty elsewhere. On the host
// backend the same semantics are built on the emulator's primitives.
//
//   using Reduce = rsgpu::BlockReduce<float, 256>;
//   auto st = Reduce::storage(b, [] {});
//   auto [total, used] = Reduce::sum(b, std::move(st), v);
//   if (total) *rsgpu::per_block(out, b) = *total;   // thread 0
//   st = b.sync(std::move(used));                     // reusable again
#include <utility>

#include "../core/config.hpp"
#include "../exec/detail/ops.hpp"
#include "../exec/detail/option.hpp"
#include "../exec/thread.hpp"
#include "detail/storage.hpp"
#if RSGPU_BACKEND_CUDA
#include <cub/block/block_reduce.cuh>
#endif

namespace rsgpu {

template <class T, unsigned Threads> class BlockReduce {
  static_assert(Threads >= 1 && Threads <= 1024, "1..1024 threads");

public:
#if RSGPU_BACKEND_CUDA
  using Cub = cub::BlockReduce<T, int(Threads)>;
  using TempStorage = typename Cub::TempStorage;
#else
  struct TempStorage {
    T vals[Threads];
  };
#endif
  using Storage = CollectiveStorage<BlockReduce, storage_state::Free>;
  using InUse = CollectiveStorage<BlockReduce, storage_state::InUse>;
  using Result = detail::Pair<Option<T>, InUse>;

  /// The collective's storage, once per call site (`tag`: `[] {}`).
  template <int D, class Tag>
  RSGPU_FN static Storage storage(const BasicBlock<D> &, Tag) {
    return detail::CollectiveAccess::make<BlockReduce, 1, Tag>();
  }

  /// Reduce `v` over the block with `op`; the value is in thread 0 only.
  template <int D, class Op>
  RSGPU_FN static Result reduce(const BasicBlock<D> &b, Storage &&s, T v,
                                Op op, const char *file = __builtin_FILE(),
                                unsigned line = __builtin_LINE()) {
    detail::check_block_threads<Threads>(b, file, line);
    TempStorage *p = detail::CollectiveAccess::take(std::move(s));
#if RSGPU_DEVICE_PASS
    T r = Cub(*p).Reduce(v, op);
#elif RSGPU_BACKEND_CUDA
    T r = v; // host pass: never runs
    (void)op;
#else
    T r = host_reduce(b, p, v, op);
#endif
    bool first = b.thread_rank() == 0;
    return Result{Option<T>(r, first),
                  detail::CollectiveAccess::in_use<BlockReduce>(p)};
  }
  template <int D>
  RSGPU_FN static Result sum(const BasicBlock<D> &b, Storage &&s, T v,
                             const char *file = __builtin_FILE(),
                             unsigned line = __builtin_LINE()) {
#if RSGPU_BACKEND_CUDA
    detail::check_block_threads<Threads>(b, file, line);
    TempStorage *p = detail::CollectiveAccess::take(std::move(s));
#if RSGPU_DEVICE_PASS
    T r = Cub(*p).Sum(v);
#else
    T r = v; // host pass: never runs
#endif
    bool first = b.thread_rank() == 0;
    return Result{Option<T>(r, first),
                  detail::CollectiveAccess::in_use<BlockReduce>(p)};
#else
    return reduce(b, std::move(s), v, Plus{}, file, line);
#endif
  }

  /// Storage still in use: a compile error (S8) naming the fix.
  template <int D, class... A>
  RSGPU_FN static Result reduce(const BasicBlock<D> &, InUse &&, A &&...) {
    static_assert(D < 0, "collective: its temporary storage is still in use (CUB: "
                  "barrier before reuse): pass b.sync(std::move(used)), "
                  "which returns it free");
  }
  template <int D, class... A>
  RSGPU_FN static Result sum(const BasicBlock<D> &, InUse &&, A &&...) {
    static_assert(D < 0, "collective: its temporary storage is still in use (CUB: "
                  "barrier before reuse): pass b.sync(std::move(used)), "
                  "which returns it free");
  }

private:
#if !RSGPU_BACKEND_CUDA
  template <int D, class Op>
  static T host_reduce(const BasicBlock<D> &b, TempStorage *p, T v, Op op) {
    unsigned r = b.thread_rank();
    detail::trace(&p->vals[r], sizeof(T), detail::AccessKind::Write);
    p->vals[r] = v;
    b.sync();
    if (r != 0) return v;
    T acc = p->vals[0];
    for (unsigned i = 1; i < Threads; ++i) {
      detail::trace(&p->vals[i], sizeof(T), detail::AccessKind::Read);
      acc = op(acc, p->vals[i]);
    }
    return acc;
  }
#endif
};

} // namespace rsgpu
