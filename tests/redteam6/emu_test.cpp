// Red team 6, emulator cases that hold (docs/emulator.md "Execution model":
// aborts resume every parked thread into KernelAbort; an exception other than
// KernelAbort escaping a kernel becomes ErrorKind::Unsupported; the first
// error wins and comes back through the stream's Result; docs/library.md
// "Panics": a panic is reported exactly once).
#include "emu_common.hpp"

#include <stdexcept>

#include <rsgpu/rust/core_slice.hpp>

namespace {
struct LocalArray64kAcrossBarrier { // ran on the 128 KiB fibers of before too
  RSGPU_FN void operator()(rsgpu::Thread1D t, rsgpu::SliceMut<float> y) const {
    auto b = t.block();
    volatile float a[64 * 256];
    for (unsigned k = 0; k < 64 * 256; k += 64) a[k] = 1.0f;
    b.sync();
    float s = 0;
    for (unsigned k = 0; k < 64 * 256; k += 64) s += a[k];
    if (auto e = y.mine(t)) *e = s;
  }
};

struct ThrowOnAFiber { // thread 5 throws after a barrier; the others park at the next one
  RSGPU_FN void operator()(rsgpu::Thread1D t, rsgpu::SliceMut<float> y) const {
    auto b = t.block();
    b.sync();
    if (t.global_id() == 5) throw std::runtime_error("thrown by thread 5");
    b.sync();
    if (auto e = y.mine(t)) *e = 1.0f;
  }
};

struct PanicBeforeWarpReduce { // lanes but 3 wait in the collective
  RSGPU_FN void operator()(rsgpu::Thread1D t, rsgpu::SliceMut<float> y) const {
    auto w = t.block().warp();
    if (w.lane() == 3) RSGPU_PANIC("lane 3 panics before the reduce");
    float v = w.reduce(1.0f, rsgpu::Plus{});
    if (auto e = y.mine(t)) *e = v;
  }
};

struct PanicInsideReduceOperator { // the reduce's operator panics in lane 7's combine
  struct PanicOp {
    RSGPU_FN float operator()(float a, float b) const {
      if (a > 100.0f) RSGPU_PANIC("combine saw a value above 100");
      return a + b;
    }
  };
  RSGPU_FN void operator()(rsgpu::Thread1D t, rsgpu::SliceMut<float> y) const {
    auto w = t.block().warp();
    float v = w.reduce(w.lane() == 7 ? 1000.0f : 1.0f, PanicOp{});
    if (auto e = y.mine(t)) *e = v;
  }
};

struct TwoBarriersWideBlocks {
  RSGPU_FN void operator()(rsgpu::Thread1D t, rsgpu::SliceMut<float> y) const {
    auto b = t.block();
    b.sync();
    b.sync();
    if (auto e = y.mine(t)) *e = 1.0f;
  }
};
} // namespace

struct LateReadBeforeSet { // rsgpu::rust::Late hands out no T it was not given
  RSGPU_FN void operator()(rsgpu::Thread1D t, rsgpu::SliceMut<float> y) const {
    rsgpu::rust::Late<rsgpu::TileIdx<8>> l;
    if (t.global_id() == 2) {
      rsgpu::TileIdx<8> forged = l.get(); // no set(): a panic, not a made-up index
      if (auto e = y.mine(t)) *e = float(unsigned(forged));
    }
  }
};

TEST_CASE("S6_rt6_late_read_before_set_panics") {
  auto r = rt6::go(1, 32, LateReadBeforeSet{});
  INFO(r.launch << " / " << r.sync);
  CHECK(r.kind == rsgpu::ErrorKind::DevicePanic);
  CHECK(r.sync.find("rsgpu::rust::Late read before it was assigned") != std::string::npos);
  CHECK(r.sync.find("thread (2, 0, 0)") != std::string::npos);
  CHECK(r.second_sync == "ok");
}

TEST_CASE("S6_rt6_emu_local_array_64k_across_a_barrier_runs") {
  auto r = rt6::go(1, 64, LocalArray64kAcrossBarrier{});
  INFO(r.launch << " / " << r.sync);
  REQUIRE(r.sync_ok);
  for (float v : r.y) CHECK(v == 256.0f);
}

TEST_CASE("S6_rt6_emu_exception_thrown_on_a_fiber_is_unsupported_once") {
  auto r = rt6::go(1, 64, ThrowOnAFiber{});
  INFO(r.launch << " / " << r.sync);
  CHECK(r.launch == "ok");
  CHECK(r.kind == rsgpu::ErrorKind::Unsupported);
  CHECK(r.sync.find("thrown by thread 5") != std::string::npos);
  CHECK(r.second_sync == "ok");
}

TEST_CASE("S6_rt6_emu_panic_of_one_lane_before_a_warp_collective_reported_once") {
  auto r = rt6::go(1, 64, PanicBeforeWarpReduce{});
  INFO(r.launch << " / " << r.sync);
  CHECK(r.kind == rsgpu::ErrorKind::DevicePanic);
  CHECK(r.sync.find("lane 3 panics") != std::string::npos);
  CHECK(r.sync.find("thread (3, 0, 0)") != std::string::npos);
  CHECK(r.second_sync == "ok");
}

TEST_CASE("S6_rt6_emu_panic_inside_a_warp_reduce_operator_reported_once") {
  auto r = rt6::go(1, 64, PanicInsideReduceOperator{});
  INFO(r.launch << " / " << r.sync);
  CHECK(r.kind == rsgpu::ErrorKind::DevicePanic);
  CHECK(r.sync.find("combine saw a value above 100") != std::string::npos);
  CHECK(r.second_sync == "ok");
}

TEST_CASE("S8_rt6_emu_1024_threads_64_blocks_two_barriers_run") {
  auto r = rt6::go(64, 1024, TwoBarriersWideBlocks{});
  INFO(r.launch << " / " << r.sync);
  REQUIRE(r.sync_ok);
  for (float v : r.y) CHECK(v == 1.0f);
}
