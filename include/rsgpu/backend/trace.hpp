#pragma once
// Access tracing hook for the emulator's racecheck/memcheck. Free on CUDA; on
// the host backend one thread-local flag test unless a check is enabled.
#include <cstddef>
#include <type_traits>

#include "../core/config.hpp"
#include "panic.hpp"
#if RSGPU_BACKEND_HOST
#include "host/executor.hpp"
#endif

namespace rsgpu::detail {
/// BorrowRead: a read through the view of a shared borrow (Slice<const T>,
/// PerBlock<const T>, zip's read side). The launch's borrow check (S3) proved
/// no view of the launch writes that buffer, so on device memory the emulator
/// checks only memcheck's part (freed, uninitialised) for it.
enum class AccessKind : unsigned char { Read, Write, Atomic, BorrowRead };

RSGPU_FN void trace(const void *p, std::size_t bytes, AccessKind k) {
#if RSGPU_BACKEND_HOST
  if (RSGPU_UNLIKELY(host::tracing())) {
    // A read or write that continues its run is logged in line; the rest
    // (borrow reads among them: in line, they slowed the unchecked stencil's
    // loop by a third) is a call.
    if ((k == AccessKind::Read || k == AccessKind::Write) &&
        host::deferred_in_line(p, bytes, host::Access(k)))
      return;
    host::record_access(p, bytes, static_cast<host::Access>(k));
    // Tracing is constant while a unit runs (Unit::run sets it): the next
    // access's test folds on this path as on the one that did not call.
    if (!host::tracing()) __builtin_unreachable();
  }
#else
  (void)p, (void)bytes, (void)k;
#endif
}

#if RSGPU_BACKEND_HOST
/// A read through a Slice<const T>: `quiet` (set when the launch made the
/// view, ViewFactory::borrow_shared) means nothing is left to check. Tested
/// only inside the tracing branch: the unchecked loop's code is trace()'s.
RSGPU_FN void trace_borrow_read(const void *p, std::size_t bytes, bool quiet) {
  // One branch (a bitwise and, not a second test): checked reads of a quiet
  // view take the same never-taken branch as unchecked ones.
  if (RSGPU_UNLIKELY(host::tracing() & !quiet))
    host::record_access(p, bytes, host::Access::BorrowRead);
}
#endif

/// An atomic operation's trace, alive while the operation runs: on the host
/// backend with racecheck on it holds the lock that orders the operation with
/// racecheck's acquire/release bookkeeping for its address. Nothing on CUDA.
/// `reads`: false for an atomic store, which memcheck takes as an
/// initialising write only (it reads nothing that could be uninitialised).
class [[nodiscard]] AtomicTrace {
public:
  RSGPU_FN AtomicTrace(const void *p, std::size_t bytes, bool reads = true) {
#if RSGPU_BACKEND_HOST
    if (RSGPU_UNLIKELY(host::tracing())) held_ = host::record_atomic(p, bytes, reads);
#else
    (void)p, (void)bytes, (void)reads;
#endif
  }
  RSGPU_FN ~AtomicTrace() {
#if RSGPU_BACKEND_HOST
    if (RSGPU_UNLIKELY(held_ != nullptr)) held_->unlock();
#endif
  }
  AtomicTrace(const AtomicTrace &) = delete;
  AtomicTrace &operator=(const AtomicTrace &) = delete;

private:
#if RSGPU_BACKEND_HOST
  std::mutex *held_ = nullptr;
#endif
};

/// An index plus the caller's location: converting to it captures file/line
/// (default arguments are evaluated at the call site), so `x[i]` can report
/// where the bad index came from.
struct Index {
  std::size_t value;
  const char *file;
  unsigned line;
  template <class I, class = std::enable_if_t<std::is_integral_v<I>>>
  RSGPU_FN Index(I i, const char *f = __builtin_FILE(),
                 unsigned l = __builtin_LINE())
      : value(std::size_t(i)), file(f), line(l) {}
};

} // namespace rsgpu::detail
