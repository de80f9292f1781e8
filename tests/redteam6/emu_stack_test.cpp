// Red team 6, emulator holes fixed (docs/emulator.md "Fibers when needed"):
// a thread that reaches a barrier runs on a fiber with a guard page; on the
// 128 KiB fibers of before, a kernel whose locals or call depth needed more
// crashed the whole host process with SIGSEGV at the barrier (no Result, no
// message). A GPU gives a thread up to 512 KiB of local memory, so these are
// valid kernels: expected a correct run or a clear Error, never a crash.
// Fibers are 2 MiB of address space now (only touched pages are committed).
#include "emu_common.hpp"

namespace {
template <unsigned KB> struct BigLocalAcrossBarrier {
  RSGPU_FN void operator()(rsgpu::Thread1D t, rsgpu::SliceMut<float> y) const {
    auto b = t.block();
    volatile float a[KB * 256]; // KB KiB, live across the barrier
    for (unsigned k = 0; k < KB * 256; k += 64) a[k] = 1.0f;
    b.sync();
    float s = 0;
    for (unsigned k = 0; k < KB * 256; k += 64) s += a[k];
    if (auto e = y.mine(t)) *e = s;
  }
};

RSGPU_FN unsigned deep(rsgpu::Block &b, unsigned n) { // ~300 bytes a frame
  volatile char pad[256];
  pad[0] = 1;
  if (n == 0) {
    b.sync();
    return 0;
  }
  return deep(b, n - 1) + unsigned(pad[0]);
}
struct DeepRecursionToBarrier {
  RSGPU_FN void operator()(rsgpu::Thread1D t, rsgpu::SliceMut<float> y, unsigned depth) const {
    rsgpu::Block b = t.block();
    unsigned v = deep(b, depth);
    if (auto e = y.mine(t)) *e = float(v);
  }
};

// A crash fails the test (the process dies); any Result is fine if it is
// a correct run or an error with a message.
void expect_run_or_clear_error(const rt6::Run &r, float want) {
  INFO("launch: " << r.launch << " sync: " << r.sync);
  if (r.sync_ok) {
    REQUIRE(r.y.size() == 64);
    for (float v : r.y) CHECK(v == want);
  } else {
    CHECK(!r.sync.empty());
  }
}
} // namespace

TEST_CASE("S6_rt6_emu_local_array_256k_across_a_barrier_does_not_crash") {
  // 256 KiB of locals per thread (a GPU allows 512 KiB): the emulator
  // segfaults (SIGSEGV in the fiber's guard page) at b.sync().
  expect_run_or_clear_error(rt6::go(1, 64, BigLocalAcrossBarrier<256>{}), 1024.0f);
}

TEST_CASE("S6_rt6_emu_local_array_1m_across_a_barrier_does_not_crash") {
  // 1 MiB (more than a GPU thread may have): a clear error expected; SIGSEGV.
  expect_run_or_clear_error(rt6::go(1, 64, BigLocalAcrossBarrier<1024>{}), 4096.0f);
}

TEST_CASE("S6_rt6_emu_deep_recursion_to_a_barrier_does_not_crash") {
  // 2000 frames of ~300 bytes (~600 KiB) before a barrier: SIGSEGV.
  expect_run_or_clear_error(rt6::go(1, 64, DeepRecursionToBarrier{}, 2000u), 2000.0f);
}
