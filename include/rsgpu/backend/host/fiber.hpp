#pragma once
// Fiber stacks for the emulator, pooled per OS thread, so starting a GPU
// thread's fiber costs no system call after warm-up (the switch itself:
// fiber_switch.hpp). Under AddressSanitizer and ThreadSanitizer every switch
// is announced (neither switch has annotations of its own) so the sanitizer
// tracks the active stack.
#include <boost/context/fiber.hpp>
#include <boost/context/stack_context.hpp>
#include <atomic>
#include <cstddef>
#include <new>
#include <sys/mman.h>
#include <unistd.h>
#include <unordered_map>
#include <vector>

#if defined(__SANITIZE_ADDRESS__)
#define RSGPU_HOST_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define RSGPU_HOST_ASAN 1
#endif
#endif
#ifndef RSGPU_HOST_ASAN
#define RSGPU_HOST_ASAN 0
#endif
#if RSGPU_HOST_ASAN
#include <sanitizer/asan_interface.h>
#include <sanitizer/common_interface_defs.h>
#endif

#if defined(__SANITIZE_THREAD__)
#define RSGPU_HOST_TSAN 1
#elif defined(__has_feature)
#if __has_feature(thread_sanitizer)
#define RSGPU_HOST_TSAN 1
#endif
#endif
#ifndef RSGPU_HOST_TSAN
#define RSGPU_HOST_TSAN 0
#endif
#if RSGPU_HOST_TSAN
#include <sanitizer/tsan_interface.h>
// ThreadSanitizer's dynamic annotations (its runtime defines them).
extern "C" void AnnotateIgnoreReadsBegin(const char *file, int line);
extern "C" void AnnotateIgnoreReadsEnd(const char *file, int line);
extern "C" void AnnotateIgnoreWritesBegin(const char *file, int line);
extern "C" void AnnotateIgnoreWritesEnd(const char *file, int line);
#endif

/// A function whose frame ThreadSanitizer must not see (no function entry
/// or exit event): a fiber's outermost frame, which switches TSan to the next
/// fiber before it returns (fiber_block.hpp: FiberBlock::fiber_main).
#if RSGPU_HOST_TSAN && defined(__clang__)
#define RSGPU_HOST_NO_TSAN_FRAME [[clang::disable_sanitizer_instrumentation]]
#elif RSGPU_HOST_TSAN
#define RSGPU_HOST_NO_TSAN_FRAME __attribute__((no_sanitize("thread")))
#else
#define RSGPU_HOST_NO_TSAN_FRAME
#endif

namespace rsgpu::detail::host {

namespace ctx = boost::context;

/// While alive, ThreadSanitizer ignores this OS thread's reads: for the
/// emulator's own reads of kernel data (memcheck's poison test), which a
/// racy kernel's plain store on another OS thread would otherwise make a
/// TSan report about the emulator, when finding that race is racecheck's
/// business (docs/emulator.md, "Testing under ThreadSanitizer").
/// While `on`, ThreadSanitizer ignores this thread's reads and writes: the
/// kernel's own accesses inside a member access through ElemRef's `->`,
/// which racecheck checks only when the expression ends (backend/trace.hpp,
/// MemberTrace), after a racing plain store has been made.
inline void tsan_ignore_accesses(bool on) {
#if RSGPU_HOST_TSAN
  if (on) {
    AnnotateIgnoreReadsBegin(__FILE__, __LINE__);
    AnnotateIgnoreWritesBegin(__FILE__, __LINE__);
  } else {
    AnnotateIgnoreWritesEnd(__FILE__, __LINE__);
    AnnotateIgnoreReadsEnd(__FILE__, __LINE__);
  }
#else
  (void)on;
#endif
}

struct TsanIgnoreReads {
#if RSGPU_HOST_TSAN
  TsanIgnoreReads() { AnnotateIgnoreReadsBegin(__FILE__, __LINE__); }
  ~TsanIgnoreReads() { AnnotateIgnoreReadsEnd(__FILE__, __LINE__); }
#else
  TsanIgnoreReads() = default;
#endif
  TsanIgnoreReads(const TsanIgnoreReads &) = delete;
  TsanIgnoreReads &operator=(const TsanIgnoreReads &) = delete;
};

#if RSGPU_HOST_TSAN
/// ThreadSanitizer's fiber of each stack of this OS thread, by the stack's
/// lowest address (its own stack's included, registered by the scheduler).
/// Leaked at thread exit: thread-local destructors run in an order that
/// could otherwise destroy it before the Worker whose fibers still switch.
inline std::unordered_map<const void *, void *> &tsan_fibers() {
  thread_local auto *m = new std::unordered_map<const void *, void *>;
  return *m;
}
#endif

/// Bumped by release_fiber_stacks(): an OS thread whose stacks are of an
/// older generation unmaps those it keeps (none is in use between units)
/// when it next starts a unit's fibers.
inline std::atomic<unsigned> &stack_generation() {
  static std::atomic<unsigned> g{0};
  return g;
}

/// Has every OS thread of the emulator unmap the fiber stacks it keeps for
/// reuse, each when it next starts a unit: what a deep kernel's threads
/// touched goes back to the system, and the next stacks are mapped afresh
/// (bench_emulator draws a new stack layout per round this way).
inline void release_fiber_stacks() {
  stack_generation().fetch_add(1, std::memory_order_relaxed);
}

/// Stacks of one OS thread, reused across GPU threads, blocks and launches.
/// Each has a PROT_NONE guard page below it: an overflow faults instead of
/// corrupting a neighbour.
class StackPool {
public:
  // A GPU thread may hold up to 512 KiB of local memory (CUDA's limit), and
  // kernels run ordinary host code (printf, exceptions unwinding): 2 MiB of
  // address space each, mapped without reserve, so only the pages a thread
  // touches cost memory (a stack kept in the pool keeps what it touched).
  // ASan's redzones make frames several times larger.
  static constexpr std::size_t stack_size = RSGPU_HOST_ASAN ? 8u << 20 : 2u << 20;

  StackPool() = default;
  StackPool(const StackPool &) = delete;
  StackPool &operator=(const StackPool &) = delete;
  ~StackPool() {
    for (auto &s : free_) unmap(s);
  }

  ctx::stack_context allocate() {
    if (!free_.empty()) {
      ctx::stack_context s = free_.back();
      free_.pop_back();
      return s;
    }
    std::size_t page = std::size_t(::sysconf(_SC_PAGESIZE));
    std::size_t total = stack_size + page;
    void *p = ::mmap(nullptr, total, PROT_READ | PROT_WRITE,
                     MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (p == MAP_FAILED) throw std::bad_alloc();
#ifdef MADV_NOHUGEPAGE
    // A 2 MiB region may be backed by one huge page: a fiber touching its top
    // would then commit (and zero) all of it.
    ::madvise(p, total, MADV_NOHUGEPAGE);
#endif
    ::mprotect(p, page, PROT_NONE);
    ctx::stack_context s;
    // Stacks grow down from a little below the mapping's end: see colour().
    const std::size_t c = colour(count_++);
    s.size = stack_size - c;
    s.sp = static_cast<char *>(p) + total - c;
#if RSGPU_HOST_TSAN
    tsan_fibers()[static_cast<char *>(s.sp) - s.size] = __tsan_create_fiber(0);
#endif
    return s;
  }
  /// Unmaps the stacks the pool keeps (those in use stay theirs).
  void release_free() noexcept {
    for (auto &s : free_) unmap(s);
    free_.clear();
  }
  void deallocate(ctx::stack_context &s) noexcept {
#if RSGPU_HOST_ASAN
    __asan_unpoison_memory_region(static_cast<char *>(s.sp) - s.size, s.size);
#endif
    free_.push_back(s);
  }

  /// How far below its mapping's end stack number n starts. The mappings
  /// are 2 MiB apart, so without it every stack's top — the lines a switch
  /// touches: the saved registers and the kernel's frame — has the same low
  /// 21 address bits, and the 256 fibers a barrier cycles through fight
  /// over one L1 and one L2 set (3.4-3.7e7 switches/s against 4.0-5.0e7
  /// with 128 KiB stacks, interleaved). 61 colours a page and three lines
  /// apart spread them over the sets; the most taken off a stack is 252 KiB
  /// of its 2 MiB, address space only.
  static std::size_t colour(std::size_t n) { return n % 61 * (4096 + 192); }

private:
  static void unmap(ctx::stack_context &s) {
    std::size_t page = std::size_t(::sysconf(_SC_PAGESIZE));
    char *bottom = static_cast<char *>(s.sp) - s.size; // the colour is above
#if RSGPU_HOST_ASAN
    // A fiber's last frames (Boost's exit path) never return, so their
    // redzones stay poisoned; memory mapped later at this address (a shadow
    // of device memory) must not inherit that.
    __asan_unpoison_memory_region(bottom, s.size);
#endif
#if RSGPU_HOST_TSAN
    auto it = tsan_fibers().find(bottom);
    if (it != tsan_fibers().end()) {
      __tsan_destroy_fiber(it->second);
      tsan_fibers().erase(it);
    }
#endif
    ::munmap(bottom - page, stack_size + page); // the whole mapping, colour included
  }
  std::vector<ctx::stack_context> free_;
  std::size_t count_ = 0; // stacks mapped so far
};

/// The StackAllocator concept Boost.Context wants, backed by a StackPool.
struct PooledStack {
  StackPool *pool;
  ctx::stack_context allocate() { return pool->allocate(); }
  void deallocate(ctx::stack_context &s) noexcept { pool->deallocate(s); }
};

/// Sanitizer bookkeeping for one switch (ASan, TSan): call before() just
/// before resume(), with the stack of the context resumed, and after() as
/// soon as control comes back (or at a fiber's entry). `main_stack` tells
/// the scheduler whether it must find and register its OS stack first.
struct AsanSwitch {
  static constexpr bool main_stack = RSGPU_HOST_ASAN || RSGPU_HOST_TSAN;
  /// The OS thread's own stack, which the scheduler switches back to.
  static void register_main([[maybe_unused]] const void *bottom) {
#if RSGPU_HOST_TSAN
    tsan_fibers()[bottom] = __tsan_get_current_fiber();
#endif
  }
  [[gnu::always_inline]] static void before([[maybe_unused]] void **fake, [[maybe_unused]] const void *bottom,
                     [[maybe_unused]] std::size_t size) {
#if RSGPU_HOST_TSAN
    // flag 0: the switch orders the two fibers (they share one OS thread).
    __tsan_switch_to_fiber(tsan_fibers().at(bottom), 0);
#endif
#if RSGPU_HOST_ASAN
    __sanitizer_start_switch_fiber(fake, bottom, size);
#endif
  }
  [[gnu::always_inline]] static void after([[maybe_unused]] void *fake, [[maybe_unused]] const void **old_bottom,
                    [[maybe_unused]] std::size_t *old_size) {
#if RSGPU_HOST_ASAN
    __sanitizer_finish_switch_fiber(fake, old_bottom, old_size);
#endif
  }
  /// In the context resumed, after any switch: a fiber that ended left
  /// TSan's switch to it (the Boost fallback: after a fiber's function
  /// returns, Boost's own instrumented frames still exit on its stack, so
  /// the fiber cannot tell TSan itself; fiber_block.hpp: fiber_main).
  [[gnu::always_inline]] static void resumed_by_end() {
#if RSGPU_HOST_TSAN
    if (void *f = tsan_end_pending()) {
      tsan_end_pending() = nullptr;
      __tsan_switch_to_fiber(f, 0);
    }
#endif
  }
#if RSGPU_HOST_TSAN
  static void *&tsan_end_pending() {
    thread_local void *f = nullptr;
    return f;
  }
  /// TSan's fiber of the stack whose lowest address is `bottom`.
  static void *tsan_fiber(const void *bottom) { return tsan_fibers().at(bottom); }
#endif
};

} // namespace rsgpu::detail::host
