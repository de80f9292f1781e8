#pragma once
// CollectiveStorage<Algo, State>: a collective's temporary storage, which lives
// in shared memory. A collective call consumes the Free storage and returns it
// InUse; only a block barrier (`b.sync(std::move(used))`) makes it Free again,
// so CUB's rule "synchronise before reusing temp storage" cannot be forgotten.
#include <cstddef>
#include <type_traits>

#include "../../core/config.hpp"
#include "../../exec/shared.hpp"
#include "../../exec/thread.hpp"

namespace rsgpu {

namespace storage_state {
struct Free {};
struct InUse {};
} // namespace storage_state

namespace detail {
struct CollectiveAccess;
}

template <class Algo, class State> class CollectiveStorage {
public:
  using Temp = typename Algo::TempStorage;

  CollectiveStorage(CollectiveStorage &&) = default;
  CollectiveStorage &operator=(CollectiveStorage &&) = default;
  CollectiveStorage(const CollectiveStorage &) = delete;
  CollectiveStorage &operator=(const CollectiveStorage &) = delete;

  template <class Next>
  RSGPU_FN static CollectiveStorage<Algo, storage_state::Free>
  rsgpu_after_barrier(CollectiveStorage &&s) {
    static_assert(std::is_void_v<Next>,
                  "collective storage has no phases to choose: a barrier "
                  "frees it");
    return CollectiveStorage<Algo, storage_state::Free>(s.p_);
  }

private:
  template <class, class> friend class CollectiveStorage;
  friend struct detail::CollectiveAccess;
  RSGPU_FN explicit CollectiveStorage(Temp *p) : p_(p) {}
  Temp *p_;
};

namespace detail {
struct CollectiveAccess {
  template <class Algo, std::size_t Count, class Tag>
  RSGPU_FN static CollectiveStorage<Algo, storage_state::Free> make() {
    return CollectiveStorage<Algo, storage_state::Free>(
        shared_storage<typename Algo::TempStorage, Count, Tag>());
  }
  template <class Algo>
  RSGPU_FN static typename Algo::TempStorage *
  take(CollectiveStorage<Algo, storage_state::Free> &&s) {
    return s.p_;
  }
  template <class Algo>
  RSGPU_FN static CollectiveStorage<Algo, storage_state::InUse>
  in_use(typename Algo::TempStorage *p) {
    return CollectiveStorage<Algo, storage_state::InUse>(p);
  }
};

/// CUB's block collectives index threads by threadIdx.x for a 1-D block of
/// Threads: the launch must match (checked in checked builds).
template <unsigned Threads, int D>
RSGPU_FN void check_block_threads(const BasicBlock<D> &b, const char *file,
                                  unsigned line) {
#if RSGPU_SHAPE_CHECKS // the block shape CUB assumes, not a bounds check
  Dim3 d = b.dim();
  if (RSGPU_UNLIKELY(d.x != Threads || d.y != 1 || d.z != 1))
    cold_panic("block collective for {} threads used in a block of {} "
               "(it needs a 1-D block of exactly that size)",
               file, line, Threads, b.size());
#else
  (void)b, (void)file, (void)line;
#endif
}
} // namespace detail
} // namespace rsgpu
