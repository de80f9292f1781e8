// The barrier's bookkeeping (docs/emulator.md, "Barriers: where the time goes"):
// a block's waiting threads are released from the list of their arrivals (their
// slots are not walked), and synccheck's "a thread reaches Block::sync() while
// lanes of its warp wait for it at a collective" is asked per warp only while
// some collective of the unit is pending. Each shortcut still gives the same
// results and the same reports: in both arrival orders, seeded or not, with a
// collective pending in the thread's own warp or only in another one.
#include <cstdio>
#include <string>
#include <vector>

#include "emu_support.hpp"

using namespace emu;
using Catch::Matchers::Contains;

namespace {
std::string msg(const rsgpu::Error &e) { return std::string(e.message()); }

constexpr unsigned N = 128;
// A shared-memory tree sum with a barrier per level, twice per block: the
// second pass sums the first pass's total divided among the threads (8 more
// levels); thread 0 writes the block's final total.
struct TwoTreeSums {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::Slice<const int> x,
                           rsgpu::SliceMut<int> out) const {
    int *s = shared<int, N>();
    auto sh = view_mut(s, N);
    unsigned r = t.block().thread_rank();
    int carry = 0;
    for (int pass = 0; pass < 2; ++pass) {
      sh.unsafe_at(r) = pass ? carry / int(N) : x[t.global_id()];
      t.block().sync();
      for (unsigned k = N / 2; k > 0; k /= 2) {
        if (r < k) sh.unsafe_at(r) += int(view(s, N)[r + k]);
        t.block().sync();
      }
      carry = view(s, N)[0];
      t.block().sync(); // every thread read the total before the next pass writes
    }
    if (r == 0) out.unsafe_at(t.block_idx().x) = carry;
  }
};
// Lanes 0-15 of warp `w` wait at a shuffle with the full mask; every other
// thread of the block goes to Block::sync() (lanes 16-31 of warp w too).
struct CollectiveInOneWarpBarrierElsewhere {
  RSGPU_FN void operator()(rsgpu::Thread t, unsigned w) const {
    unsigned r = t.block().thread_rank();
    if (r / 32 == w && r % 32 < 16) (void)shfl(full, int(r), 0);
    t.block().sync();
  }
};
} // namespace

TEST_CASE("S8_barrier_release_from_arrivals_keeps_results_seeded_or_not",
          "[emulator][synccheck]") {
  const unsigned blocks = 6;
  std::vector<int> hx(blocks * N);
  for (std::size_t i = 0; i < hx.size(); ++i) hx[i] = int(i % 7) + 1;
  std::vector<int> want(blocks);
  for (unsigned b = 0; b < blocks; ++b)
    for (unsigned i = 0; i < N; ++i) want[b] += hx[b * N + i];
  // Unseeded, the waiters resume in arrival order; seeded, in an order the
  // seed picks among them (release_barrier_seeded).
  for (unsigned long long seed : {0ull, 7ull, 12345ull})
    for (Check c : {Check::None, Check::Sync, Check::All}) {
      INFO("seed " << seed << ", checks " << unsigned(c));
      auto s = stream();
      auto x = rsgpu::DeviceBuffer<int>::from_host(s, hx);
      auto out = rsgpu::DeviceBuffer<int>::zeroed(s, blocks * N);
      REQUIRE(x);
      REQUIRE(out);
      auto cfg = config({blocks}, {N}, c);
      cfg.seed = seed;
      REQUIRE(rsgpu::launch(s, cfg, TwoTreeSums{}, x->borrow(), out->borrow_mut()));
      expect_ok(s);
      auto got = out->to_vec();
      REQUIRE(got);
      for (unsigned b = 0; b < blocks; ++b) // the second pass sums N * (sum / N)
        CHECK((*got)[b] == int(N) * (want[b] / int(N)));
    }
}

TEST_CASE("S8_barrier_reached_while_own_warp_waits_at_a_collective_named",
          "[emulator][synccheck]") {
  // The collective pending in warp 0 (the first warp to run) or warp 2 (the
  // last, after warps 0 and 1 already wait at the barrier: a collective is
  // pending in the unit only from then on); the thread named is lane 16 of
  // that warp, the first to reach the barrier after its lanes 0-15 waited.
  for (unsigned w : {0u, 2u})
    for (Check c : {Check::None, Check::Sync}) {
      INFO("warp " << w << ", checks " << unsigned(c));
      auto s = stream();
      REQUIRE(rsgpu::launch(s, config({2}, {96}, c), CollectiveInOneWarpBarrierElsewhere{}, w));
      auto e = expect_error(s, ErrorKind::SyncError);
      CHECK_THAT(msg(e), Contains("thread (" + std::to_string(w * 32 + 16) + ", 0, 0) reached "
                                  "Block::sync() while lanes 0x0000ffff of its warp wait for "
                                  "it at warp collective") &&
                             Contains("CollectiveInOneWarpBarrierElsewhere"));
    }
}

namespace {
// 128 KiB of locals per thread, live across a barrier: each waiting thread's
// fiber stack commits them (the pool keeps what its stacks touched).
struct WideLocalsAcrossBarrier {
  RSGPU_FN void operator()(rsgpu::Thread1D t, rsgpu::SliceMut<float> y) const {
    volatile float a[128 * 256];
    for (unsigned k = 0; k < 128 * 256; k += 64) a[k] = 1.0f;
    t.block().sync();
    float s = 0;
    for (unsigned k = 0; k < 128 * 256; k += 64) s += a[k];
    if (auto e = y.mine(t)) *e = s;
  }
};
struct BarrierOnly {
  RSGPU_FN void operator()(rsgpu::Thread1D t, rsgpu::SliceMut<float> y) const {
    t.block().sync();
    if (auto e = y.mine(t)) *e = 2.0f;
  }
};
long resident_kib() {
  long pages = 0, resident = 0;
  if (std::FILE *f = std::fopen("/proc/self/statm", "r")) {
    if (std::fscanf(f, "%ld %ld", &pages, &resident) != 2) resident = 0;
    std::fclose(f);
  }
  return resident * 4;
}
} // namespace

TEST_CASE("release_fiber_stacks_returns_kept_stacks_and_kernels_still_run", "[emulator]") {
  // Seeded launches run on the stream's OS thread: its stacks are the ones
  // kept, and its next unit starts with fresh ones after the release.
  auto s = stream();
  auto y = rsgpu::DeviceBuffer<float>::zeroed(s, 64);
  REQUIRE(y);
  auto seeded = [](unsigned threads) {
    rsgpu::LaunchConfig c = config({1}, {threads}, Check::None);
    c.seed = 7;
    return c;
  };
  for (bool release : {false, true}) {
    INFO("release " << release);
    REQUIRE(rsgpu::launch(s, seeded(64), WideLocalsAcrossBarrier{}, y->borrow_mut()));
    expect_ok(s);
    auto v = y->to_vec();
    REQUIRE(v);
    for (float e : *v) REQUIRE(e == 512.0f);
    const long before = resident_kib(); // 63 fibers x 128 KiB kept
    if (release) rsgpu::detail::host::release_fiber_stacks();
    REQUIRE(rsgpu::launch(s, seeded(64), BarrierOnly{}, y->borrow_mut()));
    expect_ok(s);
    v = y->to_vec();
    REQUIRE(v);
    for (float e : *v) REQUIRE(e == 2.0f);
    const long freed = before - resident_kib();
    INFO("resident before " << before << " KiB, freed " << freed << " KiB");
#if !RSGPU_HOST_ASAN // ASan may keep locals in its own fake frames, not on the fiber
    if (release) CHECK(freed > 4 * 1024);
    else CHECK(freed < 1024);
#endif
  }
}
