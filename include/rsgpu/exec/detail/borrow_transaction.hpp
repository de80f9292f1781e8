#pragma once
// The borrow transaction of one launch (S3, S4), the one rsgpu::launch and
// rsgpu::jit::launch share: under borrow_mutex(), every argument's borrows
// are collected and each argument is checked against the launch
// (memory/launch_arg.hpp); the borrows are checked against each other and
// against kernels still running; the stream is ordered after the owners'
// transfers on other streams; the device views are built once and the
// caller's `enqueue` runs the kernel on them; then the borrows are recorded
// until the kernel completes and the borrows are used up. Host code only
// (nothing of it in the device pass).
#include "../../core/config.hpp"
#if !RSGPU_DEVICE_PASS
#include <memory>
#include <mutex>
#include <tuple>
#include <vector>

#include "../../core/error.hpp"
#include "../../memory/borrow.hpp"
#include "../../memory/launch_arg.hpp"
#include "../launch_config.hpp"
#include "../stream.hpp"

namespace rsgpu::detail {

inline bool overlap(std::size_t b1, std::size_t e1, std::size_t b2,
                    std::size_t e2) {
  return b1 < e2 && b2 < e1 && b1 < e1 && b2 < e2;
}

/// S3: within one launch, and against kernels in flight on *other* streams (a
/// kernel later on the same stream starts only after earlier ones complete, so
/// their borrows never overlap in time). The owners' pending allocations,
/// fills and copies on other streams conflict too, but are not errors: the
/// launch is ordered after them (their completions are added to `waits`).
/// Caller holds borrow_mutex().
inline Result<void>
check_conflicts(const std::vector<PendingBorrow> &p, const StreamImpl *stream,
                std::vector<std::shared_ptr<Completion>> &waits) {
  for (std::size_t i = 0; i < p.size(); ++i) {
    for (std::size_t j = i + 1; j < p.size(); ++j) {
      if (p[i].core == p[j].core && (p[i].exclusive || p[j].exclusive) &&
          overlap(p[i].begin, p[i].end, p[j].begin, p[j].end))
        return err(ErrorKind::BorrowConflict,
                   describe(p[i]) + " and " + describe(p[j]) +
                       " borrow the same buffer elements and one borrow is "
                       "exclusive");
    }
    p[i].core->prune();
    for (const ActiveBorrow &a : p[i].core->active) {
      if (a.stream == stream || !(a.exclusive || p[i].exclusive) ||
          !overlap(a.begin, a.end, p[i].begin, p[i].end))
        continue;
      if (a.transfer) {
        waits.push_back(a.done);
        continue;
      }
      return err(ErrorKind::BorrowConflict,
                 describe(p[i]) +
                     " borrows buffer elements that a kernel still running "
                     "borrows" +
                     (a.exclusive ? " exclusively" : "") +
                     "; synchronise first");
    }
  }
  return {};
}

/// A borrow (or group) given to a launch is used up.
template <class A> void consume(A &a) {
  if constexpr (is_consumed_v<A>) {
    std::decay_t<A> gone = std::move(a);
    (void)gone;
  }
}

/// The transaction. `enqueue(views...)` gets the device views (lvalues of
/// device_arg_t<Args>, in order) and returns the kernel's completion
/// (Result<std::shared_ptr<Completion>>). The caller has validated the
/// config and the stream.
template <class Enqueue, class... Args>
Result<void> borrow_and_enqueue(Stream &stream, const LaunchConfig &config,
                                Enqueue &&enqueue, Args &...args) {
  std::lock_guard<std::mutex> guard(borrow_mutex());
  std::vector<PendingBorrow> pending;
  {
    std::size_t idx = 0;
    Result<void> status;
    ((status ? (void)(status = collect(args, idx++, pending)) : void()), ...);
    RSGPU_TRY(status);
    idx = 0;
    ((status ? (void)(status = check_launch_arg(args, config, idx++)) : void()),
     ...);
    RSGPU_TRY(status);
  }
  std::vector<std::shared_ptr<Completion>> waits;
  RSGPU_TRY(check_conflicts(pending, stream.impl().get(), waits));
  // Ordered after the owners' allocations/fills/copies on other streams.
  for (auto &c : waits) RSGPU_TRY(stream.impl()->wait_for(c));
  // The device views, once: the launch requirement, the proven-variant
  // predicate and the kernel all see these.
  std::tuple<device_arg_t<Args>...> views(to_device(args)...);
  auto done = std::apply(enqueue, views);
  if (!done) return err(done.error());
  for (const auto &p : pending)
    p.core->active.push_back(
        {p.begin, p.end, p.exclusive, stream.impl().get(), *done});
  stream.impl()->last_kernel = *done;
  (consume(args), ...);
  return {};
}

} // namespace rsgpu::detail
#endif // !RSGPU_DEVICE_PASS
