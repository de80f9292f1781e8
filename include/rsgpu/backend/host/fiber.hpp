#pragma once
// Fibers for the emulator: Boost.Context fibers (fcontext, a few ns per switch)
// on stacks pooled per OS thread, so starting a GPU thread's fiber costs no
// system call after warm-up. Under AddressSanitizer every switch is announced
// (fcontext has no annotations of its own) so ASan tracks the active stack.
#include <boost/context/fiber.hpp>
#include <boost/context/stack_context.hpp>
#include <cstddef>
#include <new>
#include <sys/mman.h>
#include <unistd.h>
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

namespace rsgpu::detail::host {

namespace ctx = boost::context;

/// Stacks of one OS thread, reused across GPU threads, blocks and launches.
/// Each has a PROT_NONE guard page below it: an overflow faults instead of
/// corrupting a neighbour.
class StackPool {
public:
  // Kernels run ordinary host code (printf, exceptions unwinding); ASan's
  // redzones make frames several times larger.
  static constexpr std::size_t stack_size = RSGPU_HOST_ASAN ? 512 * 1024 : 128 * 1024;

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
    ::mprotect(p, page, PROT_NONE);
    ctx::stack_context s;
    s.size = stack_size;
    s.sp = static_cast<char *>(p) + total; // stacks grow down
    return s;
  }
  void deallocate(ctx::stack_context &s) noexcept {
#if RSGPU_HOST_ASAN
    __asan_unpoison_memory_region(static_cast<char *>(s.sp) - s.size, s.size);
#endif
    free_.push_back(s);
  }

private:
  static void unmap(ctx::stack_context &s) {
    std::size_t page = std::size_t(::sysconf(_SC_PAGESIZE));
#if RSGPU_HOST_ASAN
    // A fiber's last frames (Boost's exit path) never return, so their
    // redzones stay poisoned; memory mapped later at this address (a shadow
    // of device memory) must not inherit that.
    __asan_unpoison_memory_region(static_cast<char *>(s.sp) - s.size, s.size);
#endif
    ::munmap(static_cast<char *>(s.sp) - s.size - page, s.size + page);
  }
  std::vector<ctx::stack_context> free_;
};

/// The StackAllocator concept Boost.Context wants, backed by a StackPool.
struct PooledStack {
  StackPool *pool;
  ctx::stack_context allocate() { return pool->allocate(); }
  void deallocate(ctx::stack_context &s) noexcept { pool->deallocate(s); }
};

/// ASan bookkeeping for one switch: call before() just before resume() and
/// after() as soon as control comes back (or at a fiber's entry).
struct AsanSwitch {
#if RSGPU_HOST_ASAN
  void *fake = nullptr;
  static void before(void **fake, const void *bottom, std::size_t size) {
    __sanitizer_start_switch_fiber(fake, bottom, size);
  }
  static void after(void *fake, const void **old_bottom, std::size_t *old_size) {
    __sanitizer_finish_switch_fiber(fake, old_bottom, old_size);
  }
#else
  static void before(void **, const void *, std::size_t) {}
  static void after(void *, const void **, std::size_t *) {}
#endif
};

} // namespace rsgpu::detail::host
