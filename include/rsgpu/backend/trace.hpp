#pragma once
// Access tracing hook for the emulator's racecheck/memcheck. Free on CUDA; on
// the host backend one thread-local flag test unless a check is enabled.
#include <cstddef>
#include <type_traits>

#include "../core/config.hpp"
#include "panic.hpp"
#if RSGPU_BACKEND_HOST
#include <exception>

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

/// What `e->m` of an ElemRef<T> returns (memory/slice.hpp): a pointer to the
/// element that, on the host backend with checks on, remembers the element's
/// bytes and, when the member access's full expression ends, tells the
/// emulator what it did to them (host::record_member_access: changed bytes
/// are writes, the element a read). A synchronisation point inside the
/// expression (a barrier in a member function called through `->`) settles
/// it first (host::SettleMembers). Elements over 256 bytes are not copied:
/// their `->` is checked as a write of the whole element. Nothing on CUDA.
template <class T>
class [[nodiscard]] MemberTrace
#if RSGPU_BACKEND_HOST
    : host::MemberLink
#endif
{
  static constexpr bool kept = sizeof(T) <= 256;

public:
  RSGPU_FN explicit MemberTrace(T *p) : p_(p) {
#if RSGPU_BACKEND_HOST
    if (RSGPU_UNLIKELY(host::tracing())) {
      if constexpr (kept) {
        host::member_snapshot(p, sizeof(T), before_);
        // Not when the expression is left by a throw (a panic in it, a
        // fiber's unwinding): what it did is not checked then.
        unwinding_ = std::uncaught_exceptions() + 1;
        next = host::tls_members;
        settle = &MemberTrace::settle_now;
        host::tls_members = this;
        host::tsan_ignore_accesses(true);
      } else {
        trace(p, sizeof(T), AccessKind::Write);
      }
    }
#endif
  }
  RSGPU_FN T *operator->() const { return p_; }
  /// `e.operator->()` as a raw pointer (it leaves the checks): counted as a
  /// write of the whole element, as ElemRef::as_mut_ptr() is.
  RSGPU_FN operator T *() const {
    trace(p_, sizeof(T), AccessKind::Write);
    return p_;
  }
  // A race or memory error found here ends the thread (a throw, as at any
  // checked access), never while an exception is in flight.
  RSGPU_FN ~MemberTrace() noexcept(false) {
#if RSGPU_BACKEND_HOST
    if constexpr (kept)
      if (RSGPU_UNLIKELY(unwinding_ != 0)) {
        host::tsan_ignore_accesses(false);
        host::tls_members = next; // the innermost: temporaries end in reverse order
        if (std::uncaught_exceptions() < unwinding_)
          host::record_member_access(p_, sizeof(T), before_, !settled_);
      }
#endif
  }
  MemberTrace(const MemberTrace &) = delete;
  MemberTrace &operator=(const MemberTrace &) = delete;

private:
  T *p_;
#if RSGPU_BACKEND_HOST
  static void settle_now(host::MemberLink &l, bool record) {
    auto &m = static_cast<MemberTrace &>(l);
    if (record) {
      host::record_member_access(m.p_, sizeof(T), m.before_, !m.settled_);
      m.settled_ = true;
    } else {
      host::member_snapshot(m.p_, sizeof(T), m.before_);
    }
  }
  int unwinding_ = 0; // uncaught exceptions at the `->`, plus one; 0: not traced
  bool settled_ = false; // recorded at a synchronisation point (its read with it)
  unsigned char before_[kept ? sizeof(T) : 1];
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
