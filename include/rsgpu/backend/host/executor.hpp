#pragma once
// Host backend executor: runs every thread of every block of a launch.
//
// Clusters (single blocks without clusters) are the unit of work; a pool of
// OS threads — one per core, the calling stream thread included — takes units
// in order and runs each on its own scheduler (scheduler.hpp): the threads of
// a unit are fibers only once one of them has to wait. In deterministic mode
// (LaunchState::seed or RSGPU_SEED) one OS thread runs the units in a seeded
// order and the scheduler's choices follow the seed, so an interleaving replays.
#include <condition_variable>
#include <cstdlib>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

#include "access_replay.hpp"
#include "context.hpp"
#include "borrow_read.hpp"
#include "racecheck.hpp"
#include "scheduler.hpp"

namespace rsgpu::detail::host {

/// Called by a GPU thread at a block barrier. file/line name the barrier for
/// synccheck's "threads wait at different barriers" (callers that cannot pass
/// them get the same site everywhere: that check is then off).
inline void block_sync(const char *file = nullptr, unsigned line = 0) {
  // Only the unit is needed (the barrier finds the running slot itself), and
  // it is set on the fast path's ThreadState too: no refresh.
  if (RSGPU_UNLIKELY(!tls_thread)) called_outside_a_kernel();
  // Member accesses in flight (`->`) settle around it, out of line: the
  // barrier's own path stays as the kernel inlines it.
  if (RSGPU_UNLIKELY(tls_members != nullptr))
    return settled([&] { unit_of(*tls_thread).barrier(file, line); });
  unit_of(*tls_thread).barrier(file, line);
}

/// A read through a shared borrow on the fast path that needs nothing recorded
/// (record_access): the buffer is the log's cached live one and no byte holds
/// the poison pattern (most reads of a stencil or of saxpy's x).
[[gnu::always_inline]] inline bool borrow_read_needs_nothing(const void *p, std::size_t bytes) {
  const AccessLog *lg = tls_log;
  return lg && reinterpret_cast<std::uintptr_t>(p) - lg->borrow_lo < lg->borrow_size &&
         (!lg->mem || !any_poison(p, bytes, poison_byte));
}

/// A read or write on the fast path that continues its kind's run
/// (AccessLog::extend), decided in line in the views' trace branch
/// (backend/trace.hpp).
[[gnu::always_inline]] inline bool deferred_in_line(const void *p, std::size_t bytes,
                                                    Access k) {
  AccessLog *lg = tls_log;
  return lg &&
         (k == Access::Write || !lg->mem ||
          reinterpret_cast<std::uintptr_t>(p) - lg->init_lo < lg->init_size ||
          !any_poison(p, bytes, poison_byte)) &&
         lg->extend(reinterpret_cast<std::uintptr_t>(p), unsigned(bytes), (unsigned char)k,
                    tls_global);
}

/// Record an access through an rsgpu view (racecheck/memcheck hook). Cold
/// and out of line: a kernel inlined into the fast path (checks off) must not
/// keep its values in callee-saved registers or on the stack for a call that
/// never happens there.
/// On the fast path the access is deferred (access_log.hpp) unless it is a
/// read of which a byte holds the poison pattern and whose granules are not
/// known initialised (known_initialised): only such bytes can be
/// uninitialised, and that is decided now, after the deferred accesses.
/// On the fast path: logs the access (`loggable`: the log may defer it),
/// flushing the log once if it is full; false when it must be checked now,
/// the log flushed (the earlier accesses first).
inline bool defer_access(AccessLog &lg, const void *p, std::size_t bytes, Access k,
                         bool loggable) {
  if (loggable && bytes && bytes <= 64) {
    const auto a = reinterpret_cast<std::uintptr_t>(p);
    if (lg.add(a, unsigned(bytes), (unsigned char)k, tls_global)) return true;
    flush_access_log(*lg.unit); // full
    if (lg.add(a, unsigned(bytes), (unsigned char)k, tls_global)) return true;
  }
  flush_access_log(*lg.unit);
  return false;
}
[[gnu::cold, gnu::noinline]] inline void record_access_rest(const void *p, std::size_t bytes,
                                                            Access k) {
  if (AccessLog *lg = tls_log)
    if (defer_access(*lg, p, bytes, k,
                     k == Access::Write || !lg->mem || !any_poison(p, bytes, poison_byte) ||
                         (k != Access::Atomic && known_initialised(p, bytes))))
      return;
  if (k == Access::BorrowRead) check_borrow_read(p, bytes);
  else check_access(p, bytes, k);
}
[[gnu::cold, gnu::noinline]] inline void record_access(const void *p, std::size_t bytes,
                                                       Access k) {
  // The common cases, a few compares and stores (no frame: the rest is a
  // tail call).
  if (k == Access::BorrowRead ? borrow_read_needs_nothing(p, bytes)
                             : k != Access::Atomic && deferred_in_line(p, bytes, k))
    return;
  return record_access_rest(p, bytes, k);
}

/// A read racecheck checks and memcheck does not (its bytes need not all be
/// initialised): deferred on the fast path (the log's reads are replayed as
/// tested, access_replay.hpp), checked now otherwise.
[[gnu::cold, gnu::noinline]] inline void record_read_unchecked_init(const void *p,
                                                                   std::size_t bytes) {
  if (AccessLog *lg = tls_log)
    if (defer_access(*lg, p, bytes, Access::Read, true)) return;
  check_access_full(p, bytes, Access::Read, false, true);
}

/// The element's bytes before a member access through ElemRef's `->`
/// (record_member_access() compares them with the bytes after it). Relaxed atomic
/// byte loads, hidden from ThreadSanitizer: another OS thread of a racy
/// kernel may be writing them, and that race is racecheck's to report.
inline void member_snapshot(const void *p, std::size_t bytes, unsigned char *out) {
  [[maybe_unused]] TsanIgnoreReads kernel_data;
  for (std::size_t i = 0; i < bytes; ++i)
    out[i] = __atomic_load_n(static_cast<const unsigned char *>(p) + i, __ATOMIC_RELAXED);
}

/// What a member access through ElemRef's `->` did to its element, at the end
/// of the access's full expression (`before`: member_snapshot() at the `->`).
/// Which member was read or written is not known (docs/library.md), so:
/// - the element is read as a whole (`read`: once, where the access began;
///   false after a synchronisation point settled it): racecheck counts the
///   read; memcheck asks about it only when no byte changed and every byte
///   held the poison pattern (no byte of the element written before: any
///   member read reads uninitialised bytes, unless checked writes of that
///   very pattern initialised them, which memcheck's own record tells);
/// - each run of changed bytes is a write, widened to the 4-byte granules it
///   touches within the element (two threads' writes of one member that
///   change different bytes of it still meet).
[[gnu::cold, gnu::noinline]] inline void record_member_access(const void *p, std::size_t bytes,
                                                              const unsigned char *before,
                                                              bool read) {
  const auto *now = static_cast<const unsigned char *>(p);
  unsigned char after[256];
  member_snapshot(p, bytes, after);
  bool changed = false, poison = true;
  for (std::size_t i = 0; i < bytes; ++i) {
    changed |= after[i] != before[i];
    poison &= before[i] == poison_byte;
  }
  if (read && !changed && poison) record_access(p, bytes, Access::Read);
  else if (read) record_read_unchecked_init(p, bytes);
  const auto base = reinterpret_cast<std::uintptr_t>(p);
  std::size_t i = 0;
  while (i < bytes) {
    if (after[i] == before[i]) {
      ++i;
      continue;
    }
    // [lo, hi): this run's granules, then any changed byte they reach
    // extends it (the next granule's run joins this write).
    std::size_t lo = (base + i) / granule * granule - base, hi = i;
    if (lo > i) lo = 0; // before the element (unsigned wrap): clip
    while (hi < bytes && (after[hi] != before[hi] || (base + hi) % granule != 0)) ++hi;
    record_access(now + lo, hi - lo, Access::Write);
    i = hi;
  }
}

/// Record an atomic access; returns the lock to release once the operation
/// is done (nullptr: none held). See check_access.
/// `reads` false: an atomic store (memcheck: an initialising write only).
[[gnu::cold, gnu::noinline]] inline std::mutex *record_atomic(const void *p, std::size_t bytes,
                                                             bool reads = true) {
  // Member accesses in flight record what they did before the atomic orders it.
  { SettleMembers members; }
  if (AccessLog *lg = tls_log) flush_access_log(*lg->unit); // the earlier accesses first
  return check_access_full(p, bytes, Access::Atomic, true, !reads);
}

/// Whether views must report their accesses for the running launch.
inline bool tracing() { return tls_trace; }

/// What one OS thread keeps between units and launches.
struct Worker {
  StackPool stacks;
  Arena arenas[8]; // one per block of the largest (portable) cluster
  Unit unit;
};

inline Worker &this_worker() {
  thread_local Worker w;
  return w;
}

/// OS threads shared by all launches (one launch at a time uses them).
class WorkerPool {
public:
  static WorkerPool &get() {
    static WorkerPool *p = new WorkerPool; // never joined: lives until exit
    return *p;
  }
  unsigned size() const { return unsigned(threads_.size()) + 1; }

  /// Run job on `helpers` pool threads and the calling thread; returns when
  /// all have returned.
  void run(const std::function<void()> &job, unsigned helpers) {
    std::lock_guard<std::mutex> one(serial_);
    {
      std::lock_guard<std::mutex> g(mu_);
      job_ = &job;
      wanted_ = helpers;
      ++gen_;
    }
    cv_.notify_all();
    job();
    std::unique_lock<std::mutex> g(mu_);
    done_cv_.wait(g, [&] { return wanted_ == 0 && running_ == 0; });
    job_ = nullptr;
  }

private:
  WorkerPool() {
    unsigned n = std::max(1u, std::thread::hardware_concurrency());
    for (unsigned i = 1; i < n; ++i) threads_.emplace_back([this] { loop(); }).detach();
  }
  void loop() {
    std::uint64_t seen = 0;
    std::unique_lock<std::mutex> g(mu_);
    for (;;) {
      cv_.wait(g, [&] { return gen_ != seen && wanted_ > 0; });
      seen = gen_;
      --wanted_;
      ++running_;
      const std::function<void()> *job = job_;
      g.unlock();
      (*job)();
      g.lock();
      --running_;
      done_cv_.notify_all();
    }
  }
  std::mutex serial_, mu_;
  std::condition_variable cv_, done_cv_;
  const std::function<void()> *job_ = nullptr;
  std::uint64_t gen_ = 0;
  unsigned wanted_ = 0, running_ = 0;
  std::vector<std::thread> threads_;
};

/// Run a whole grid; returns when every thread has finished or the launch was
/// aborted. Errors are left in `launch.error`. `body()` runs the kernel for the
/// thread in tls_thread; passing the kernel's own callable type (not only a
/// std::function) lets barrier-free threads run in an inlined loop.
template <class Body> void run_grid(LaunchState &launch, Body &&body) {
  launch.id = next_launch_id(); // global: not one counter per kernel type
  RunningLaunches::get().add(launch.id);
  struct EndLaunch { // atomics' release state and further records are dropped
    std::uint32_t id;
    ~EndLaunch() {
      SyncObjects::get().end(id);
      MoreRecords::get().end(id);
      RunningLaunches::get().remove(id);
    }
  } end_launch{launch.id};
  const std::uint64_t units = launch.grid.volume() / launch.cluster.volume();
  const std::uint64_t seed = launch.seed ? launch.seed : default_seed().load();
  const std::function<void()> fn = std::ref(body);

  if (seed) {
    Rng rng{seed};
    std::vector<std::uint32_t> order(units);
    for (std::uint64_t i = 0; i < units; ++i) order[i] = std::uint32_t(i);
    for (std::uint64_t i = units; i > 1; --i) std::swap(order[i - 1], order[rng.below(unsigned(i))]);
    Worker &w = this_worker();
    for (std::uint32_t u : order) {
      if (launch.aborted.load(std::memory_order_relaxed)) break;
      w.unit.begin(launch, fn, u, w.arenas, w.stacks, &rng);
      w.unit.run(body);
    }
    return;
  }

  // Units are taken in chunks (about 64 per OS thread): one shared counter
  // bumped per block would bounce its cache line between cores for every
  // block of a short, barrier-free kernel.
  WorkerPool &pool = WorkerPool::get();
  const std::uint64_t chunk = std::max<std::uint64_t>(1, units / (64ull * pool.size()));
  std::atomic<std::uint64_t> next{0};
  std::function<void()> job = [&] {
    Worker &w = this_worker();
    for (;;) {
      std::uint64_t u0 = next.fetch_add(chunk, std::memory_order_relaxed);
      std::uint64_t u1 = std::min(units, u0 + chunk);
      for (std::uint64_t u = u0; u < u1; ++u) {
        if (launch.aborted.load(std::memory_order_relaxed)) return;
        w.unit.begin(launch, fn, std::uint32_t(u), w.arenas, w.stacks, nullptr);
        w.unit.run(body);
      }
      if (u1 >= units) return;
    }
  };
  std::uint64_t helpers = std::min<std::uint64_t>(pool.size(), units) - 1;
  if (helpers == 0) return job();
  pool.run(job, unsigned(helpers));
}

} // namespace rsgpu::detail::host
