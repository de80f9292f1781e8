// Broken kernels are each caught, with the right category and a report that
// names the kernel, the place and both threads.
#include <cstdlib>
#include <string>
#include <vector>

#include "emu_support.hpp"

using namespace emu;
using Catch::Matchers::Contains;

namespace {
template <class K, class... A>
rsgpu::Error run_broken(rsgpu::LaunchConfig cfg, ErrorKind kind, K k, A &&...args) {
  auto s = stream();
  REQUIRE(rsgpu::launch(s, cfg, k, std::forward<A>(args)...));
  return expect_error(s, kind);
}
std::string msg(const rsgpu::Error &e) { return std::string(e.message()); }

struct MissingBarrier {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<int> out) const {
    int *s = shared<int, 64>();
    unsigned r = t.block().thread_rank();
    view_mut(s, 64).unsafe_at(r) = int(r);
    // missing t.block().sync();
    if (auto o = out.mine(t)) *o = r ? view(s, 64)[r - 1] : 0;
  }
};
struct SharedWaw {
  RSGPU_FN void operator()(rsgpu::Thread t) const {
    view_mut(shared<int, 1>(), 1).unsafe_at(0) = int(t.block().thread_rank());
  }
};
struct GlobalRace { // every block's thread 0 writes element 0
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<int> out) const {
    if (t.block().thread_rank() == 0) out.unsafe_at(0) = int(t.block_idx().x);
  }
};
struct CrossWarpNoBarrier { // warp 1 reads warp 0's slots without a barrier
  RSGPU_FN void operator()(rsgpu::Thread t) const {
    int *s = shared<int, 64>();
    unsigned r = t.block().thread_rank();
    view_mut(s, 64).unsafe_at(r) = 1;
    (void)shfl(full, 0, 0); // orders lanes of one warp only
    if (r >= 32) (void)view(s, 64)[r - 32];
  }
};
struct SameWarpAfterShuffle {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<int> out) const {
    int *s = shared<int, 64>();
    unsigned r = t.block().thread_rank();
    view_mut(s, 64).unsafe_at(r) = int(r);
    (void)shfl(full, 0, 0);
    if (auto o = out.mine(t)) *o = view(s, 64)[r ^ 1];
  }
};
} // namespace

TEST_CASE("S8_missing_barrier_raw_detected", "[emulator][racecheck]") {
  auto s = stream();
  auto out = rsgpu::DeviceBuffer<int>::zeroed(s, 64);
  REQUIRE(out);
  REQUIRE(rsgpu::launch(s, config({1}, {64}, Check::Race), MissingBarrier{},
                        out->borrow_mut()));
  auto e = expect_error(s, ErrorKind::DataRace);
  CHECK_THAT(msg(e), Contains("MissingBarrier") && Contains("shared memory") &&
                         Contains("write by block (0, 0, 0) thread (") &&
                         Contains("read by block (0, 0, 0) thread ("));
}

TEST_CASE("S8_shared_waw_detected", "[emulator][racecheck]") {
  auto e = run_broken(config({1}, {32}, Check::Race), ErrorKind::DataRace, SharedWaw{});
  CHECK_THAT(msg(e), Contains("write by block (0, 0, 0) thread (0, 0, 0)") &&
                         Contains("write by block (0, 0, 0) thread (1, 0, 0)") &&
                         Contains("index 0 of 4-byte elements"));
}

TEST_CASE("S5_global_race_across_blocks_detected", "[emulator][racecheck]") {
  auto s = stream();
  auto out = rsgpu::DeviceBuffer<int>::zeroed(s, 4);
  REQUIRE(out);
  REQUIRE(rsgpu::launch(s, config({8}, {32}, Check::Race), GlobalRace{}, out->borrow_mut()));
  auto e = expect_error(s, ErrorKind::DataRace);
  CHECK_THAT(msg(e), Contains("global memory") && Contains("GlobalRace"));
  // Two different blocks are named.
  auto first = msg(e).find("block ("), second = msg(e).find("block (", first + 1);
  REQUIRE(second != std::string::npos);
  CHECK(msg(e).substr(first, 12) != msg(e).substr(second, 12));
}

TEST_CASE("S8_warp_collective_orders_only_its_own_warp", "[emulator][racecheck]") {
  auto s = stream();
  auto out = rsgpu::DeviceBuffer<int>::zeroed(s, 64);
  REQUIRE(out);
  REQUIRE(rsgpu::launch(s, config({1}, {64}, Check::Race), SameWarpAfterShuffle{},
                        out->borrow_mut()));
  auto v = out->to_vec();
  INFO((v ? "" : v.error().to_string()));
  REQUIRE(v);
  for (int i = 0; i < 64; ++i) CHECK((*v)[i] == (i ^ 1));
  run_broken(config({1}, {64}, Check::Race), ErrorKind::DataRace, CrossWarpNoBarrier{});
}

TEST_CASE("S5_racecheck_off_reports_nothing", "[emulator][racecheck]") {
  DefaultChecks off(Check::None); // the explicit opt-out
  auto s = stream();
  REQUIRE(rsgpu::launch(s, config({1}, {32}, Check::None), SharedWaw{}));
  expect_ok(s);
}


namespace {
struct BarrierInBranch {
  RSGPU_FN void operator()(rsgpu::Thread t) const {
    if (t.thread_idx().x < 16) t.block().sync();
  }
};
struct DifferentBarriers {
  RSGPU_FN void operator()(rsgpu::Thread t) const {
    if (t.thread_idx().x < 16) host::block_sync(__FILE__, __LINE__);
    else host::block_sync(__FILE__, __LINE__);
  }
};
struct DivergentShuffle {
  RSGPU_FN void operator()(rsgpu::Thread t) const {
    int v = int(t.thread_idx().x);
    if (host::lane_id() < 16) v = shfl(full, v, 0);
    (void)v;
  }
};
struct ShuffleVersusBarrier {
  RSGPU_FN void operator()(rsgpu::Thread t) const {
    if (host::lane_id() < 16) (void)shfl(full, 1, 0);
    t.block().sync();
  }
};
struct MismatchedCollectives {
  RSGPU_FN void operator()(rsgpu::Thread) const {
    if (host::lane_id() < 16) (void)shfl(full, 1, 0);
    else (void)ballot(full, true);
  }
};
struct ClusterSyncSkipped {
  RSGPU_FN void operator()(rsgpu::Thread t) const {
    if (host::cluster_rank() != 1) host::cluster_sync();
    (void)t;
  }
};
} // namespace

TEST_CASE("S8_barrier_in_divergent_branch_detected", "[emulator][synccheck]") {
  // Always an error (never a hang), with or without checks.
  for (Check c : {Check::None, Check::Sync}) {
    auto e = run_broken(config({2}, {64}, c), ErrorKind::SyncError, BarrierInBranch{});
    CHECK_THAT(msg(e), Contains("reached by 16 of 64 threads") && Contains("BarrierInBranch"));
  }
}

TEST_CASE("S8_threads_at_different_barriers_detected", "[emulator][synccheck]") {
  auto e = run_broken(config({1}, {64}, Check::Sync), ErrorKind::SyncError,
                      DifferentBarriers{});
  CHECK_THAT(msg(e), Contains("checks_test.cpp"));
}

// Lane 0 leaves the scheduler's fast path (an atomic with racecheck on needs
// its slot) and exits; the other lanes then wait for it at a shuffle.
struct AtomicThenExitedLaneShuffle {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::AtomicSlice<int> a) const {
    if (t.thread_idx().x == 0) {
      a.at(0).fetch_add(1, rsgpu::Ordering::Relaxed);
      return;
    }
    (void)shfl(full, 1, 0);
  }
};

TEST_CASE("S9_lane_exited_after_leaving_the_fast_path_is_named",
          "[emulator][synccheck]") {
  // The thread that left the fast path is the one retired when it returns
  // (it was its successor: lane 1 named, and a 1-thread unit wrote past its
  // slots — the use-after-free ASan found in S11_ordering_variable_...).
  // Twice on one stream (one OS thread, one scheduler): the second launch
  // finds slot 1 filled in by the first, which is what the wrong retirement
  // read (lane 1 was named); the first finds fresh slots (lane 0 either way).
  auto s = stream();
  auto a = rsgpu::DeviceBuffer<int>::zeroed(s, 1);
  REQUIRE(a);
  for (int run = 0; run < 2; ++run) {
    REQUIRE(rsgpu::launch(s, config({1}, {32}, Check::Race), AtomicThenExitedLaneShuffle{},
                          rsgpu::atomic(a->borrow_mut())));
    auto e = expect_error(s, ErrorKind::SyncError);
    CHECK_THAT(msg(e), Contains("but lanes 0x00000001 have exited") &&
                           Contains("thread (1, 0, 0)"));
  }
}

TEST_CASE("S9_divergent_shuffle_detected", "[emulator][synccheck]") {
  auto e = run_broken(config({1}, {32}, Check::None), ErrorKind::SyncError,
                      DivergentShuffle{});
  CHECK_THAT(msg(e), Contains("shfl") && Contains("0xffffffff"));
  run_broken(config({1}, {64}, Check::None), ErrorKind::SyncError, ShuffleVersusBarrier{});
  e = run_broken(config({1}, {32}, Check::None), ErrorKind::SyncError,
                 MismatchedCollectives{});
  CHECK_THAT(msg(e), Contains("shfl") && Contains("ballot"));
}

TEST_CASE("S10_cluster_barrier_skipped_by_a_block_detected", "[emulator][synccheck]") {
  auto cfg = config({4}, {32}, Check::None);
  cfg.cluster = {2};
  auto e = run_broken(cfg, ErrorKind::SyncError, ClusterSyncSkipped{});
  CHECK_THAT(msg(e), Contains("Cluster::sync()"));
}

namespace {
struct RemoteReadNoClusterSync {
  RSGPU_FN void operator()(rsgpu::Thread t) const {
    int *s = shared<int, 32>();
    unsigned r = t.block().thread_rank();
    view_mut(s, 32).unsafe_at(r) = int(r);
    auto *other = static_cast<int *>(host::cluster_map_shared(s, 0));
    if (host::cluster_rank() == 1) (void)view(other, 32)[r]; // needs cluster_sync() (S10)
  }
};
} // namespace

TEST_CASE("S10_remote_shared_read_without_cluster_barrier_detected", "[emulator][racecheck]") {
  auto cfg = config({2}, {32}, Check::Race);
  cfg.cluster = {2};
  auto e = run_broken(cfg, ErrorKind::DataRace, RemoteReadNoClusterSync{});
  CHECK_THAT(msg(e), Contains("shared memory of block"));
}

namespace {
struct ReadAll {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::Slice<const int> in,
                           rsgpu::SliceMut<int> out) const {
    if (auto o = out.mine(t)) *o = in[o.index()];
  }
};
struct ReadStale {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::Slice<const int> stale) const {
    (void)stale[t.thread_idx().x];
  }
};
struct ReadOob {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::Slice<const int> in) const {
    (void)in[t.global_id()]; // 64 threads, 50 elements
  }
};
struct SharedUninit {
  RSGPU_FN void operator()(rsgpu::Thread t) const {
    (void)view(shared<int, 32>(), 32)[t.thread_idx().x];
  }
};
} // namespace

TEST_CASE("S4_freed_buffer_access_detected", "[emulator][memcheck]") {
  // Safe code cannot keep a view past a free (S4); a stale view made by hand
  // (raw pointers, generated code) is caught by memcheck.
  void *p = host::device_alloc(256 * sizeof(int));
  REQUIRE(p);
  std::memset(p, 0, 256 * sizeof(int));
  host::device_free(p, 256 * sizeof(int));
  auto stale = rsgpu::detail::ViewFactory::shared<int>(p, 0, 256);
  auto e = run_broken(config({1}, {32}, Check::Mem), ErrorKind::MemoryError, ReadStale{},
                      stale);
  CHECK_THAT(msg(e), Contains("freed") && Contains("ReadStale"));
}

TEST_CASE("S6_out_of_bounds_read_reported_with_thread", "[emulator][memcheck]") {
  auto s = stream();
  auto in = rsgpu::DeviceBuffer<int>::zeroed(s, 50);
  REQUIRE(in);
  REQUIRE(rsgpu::launch(s, config({2}, {32}, Check::All), ReadOob{}, in->borrow()));
  auto e = expect_error(s, ErrorKind::DevicePanic);
  CHECK(e.panic().block.x == 1);
  CHECK(e.panic().thread.x == 18);
}

TEST_CASE("memcheck_uninitialised_reads_detected", "[emulator][memcheck]") {
  auto s = stream();
  auto fresh = rsgpu::DeviceBuffer<int>::create(s, 64);
  auto out = rsgpu::DeviceBuffer<int>::create(s, 64);
  REQUIRE(fresh);
  REQUIRE(out);
  REQUIRE(rsgpu::launch(s, config({2}, {32}, Check::Mem), ReadAll{}, fresh->borrow(),
                        out->borrow_mut()));
  auto e = expect_error(s, ErrorKind::MemoryError);
  CHECK_THAT(msg(e), Contains("uninitialised global memory"));
  run_broken(config({1}, {32}, Check::Mem), ErrorKind::MemoryError, SharedUninit{});

  // zeroed(), from_host() and kernel writes initialise: no report.
  auto zero = rsgpu::DeviceBuffer<int>::zeroed(s, 64);
  auto host = rsgpu::DeviceBuffer<int>::from_host(s, std::vector<int>(64, 5));
  REQUIRE(zero);
  REQUIRE(host);
  REQUIRE(rsgpu::launch(s, config({2}, {32}, Check::Mem), ReadAll{}, zero->borrow(),
                        out->borrow_mut()));
  REQUIRE(rsgpu::launch(s, config({2}, {32}, Check::Mem), ReadAll{}, out->borrow(),
                        fresh->borrow_mut()));
  REQUIRE(rsgpu::launch(s, config({2}, {32}, Check::Mem), ReadAll{}, host->borrow(),
                        out->borrow_mut()));
  expect_ok(s);

  // Host data that happens to equal the poison byte is still initialised.
  auto poison = rsgpu::DeviceBuffer<int>::from_host(s, std::vector<int>(64, int(0xCDCDCDCDu)));
  REQUIRE(poison);
  REQUIRE(rsgpu::launch(s, config({2}, {32}, Check::Mem), ReadAll{}, poison->borrow(),
                        out->borrow_mut()));
  expect_ok(s);
}

namespace {
// Two kernel types launched for the first time here: with a launch counter
// per kernel type both launches had id 1, so B's reads looked unordered with
// A's writes.
struct FirstLaunchWritesOwn {
  RSGPU_FN void operator()(rsgpu::Thread1D t, rsgpu::SliceMut<int> x) const {
    if (auto o = x.mine(t)) *o = int(o.index()) + 1;
  }
};
struct FirstLaunchReadsElementZero {
  RSGPU_FN void operator()(rsgpu::Thread1D t, rsgpu::Slice<const int> x,
                           rsgpu::SliceMut<int> out) const {
    if (auto o = out.mine(t)) *o = x[0];
  }
};
} // namespace

TEST_CASE("S5_racecheck_orders_launches_of_different_kernels", "[emulator][racecheck]") {
  auto s = stream();
  auto x = rsgpu::DeviceBuffer<int>::zeroed(s, 256);
  auto out = rsgpu::DeviceBuffer<int>::zeroed(s, 256);
  REQUIRE(x);
  REQUIRE(out);
  // A writes x[i] (block 0 thread 0 writes x[0]); the stream orders B after A.
  REQUIRE(rsgpu::launch(s, config({4}, {64}, Check::Race), FirstLaunchWritesOwn{},
                        x->borrow_mut()));
  expect_ok(s);
  // B: every thread of every block reads x[0].
  REQUIRE(rsgpu::launch(s, config({4}, {64}, Check::Race), FirstLaunchReadsElementZero{},
                        x->borrow(), out->borrow_mut()));
  expect_ok(s);
  auto v = out->to_vec();
  REQUIRE(v);
  for (int e : *v) CHECK(e == 1);
  // A race inside one launch is still found after launches of other kernels.
  run_broken(config({8}, {32}, Check::Race), ErrorKind::DataRace, GlobalRace{}, out->borrow_mut());
}

namespace {
// Issue 14, hole 7: lanes of one warp at different collectives with the same
// mask. Each lane must ask for the same operation, operator and call site.
struct ShuffleDownVersusUp {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<int> out) const {
    auto w = t.block().warp();
    int v = int(w.lane());
    if (w.lane() < 16) v = w.shfl_down(v, 1);
    else v = w.shfl_up(v, 1);
    if (auto o = out.mine(t)) *o = v;
  }
};
struct PlusVersusMax {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<int> out) const {
    auto w = t.block().warp();
    int v = int(w.lane());
    v = w.lane() % 2 ? w.reduce(v, rsgpu::Plus{}) : w.reduce(v, rsgpu::Max{});
    if (auto o = out.mine(t)) *o = v;
  }
};
struct SameShuffleAtTwoSites {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<int> out) const {
    auto w = t.block().warp();
    int v = int(w.lane());
    if (w.lane() < 8) v = w.shfl(v, 3);
    else v = w.shfl(v, 3);
    if (auto o = out.mine(t)) *o = v;
  }
};
struct AgreeingCollectives { // the same call sites in every lane: fine
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<int> out) const {
    auto w = t.block().warp();
    int v = int(w.lane());
    int up = w.shfl_up(v, 1 + w.lane() % 3); // per-lane deltas are allowed
    int sum = w.reduce(v, rsgpu::Plus{});
    int scan = w.inclusive_scan(v, rsgpu::Plus{});
    if (w.lane() < 4) w.sync();
    else w.sync(); // __syncwarp may be reached at different sites
    if (auto o = out.mine(t)) *o = up + sum + scan;
  }
};
std::size_t count(const std::string &s, const std::string &what) {
  std::size_t n = 0;
  for (auto p = s.find(what); p != std::string::npos; p = s.find(what, p + 1)) ++n;
  return n;
}
} // namespace

TEST_CASE("S9_mismatched_warp_collectives_detected", "[emulator][synccheck]") {
  auto s = stream();
  auto out = rsgpu::DeviceBuffer<int>::zeroed(s, 64);
  REQUIRE(out);
  // Always on, like the rest of the collective checks.
  for (Check c : {Check::None, Check::All}) {
    auto e = run_broken(config({1}, {32}, c), ErrorKind::SyncError, ShuffleDownVersusUp{},
                        out->borrow_mut());
    CHECK_THAT(msg(e), Contains("different collectives") && Contains("'shfl_down at ") &&
                           Contains("'shfl_up at ") && Contains("checks_test.cpp:"));
    CHECK(count(msg(e), "block (0, 0, 0) thread (") == 2); // both lanes named
    CHECK(count(msg(e), "(lane ") == 2);
  }
  auto e = run_broken(config({1}, {32}), ErrorKind::SyncError, PlusVersusMax{},
                      out->borrow_mut());
  CHECK_THAT(msg(e), Contains("reduce(rsgpu::Plus)") && Contains("reduce(rsgpu::Max)"));
  e = run_broken(config({1}, {32}), ErrorKind::SyncError, SameShuffleAtTwoSites{},
                 out->borrow_mut());
  CHECK_THAT(msg(e), Contains("'shfl at ") && Contains("(lane 8)"));
  auto a = msg(e).find("checks_test.cpp:"), b = msg(e).rfind("checks_test.cpp:");
  CHECK(msg(e).substr(a, 20) != msg(e).substr(b, 20)); // the two sites

  REQUIRE(rsgpu::launch(s, config({2}, {32}), AgreeingCollectives{}, out->borrow_mut()));
  expect_ok(s);
  auto v = out->to_vec();
  REQUIRE(v);
  for (int i = 0; i < 64; ++i) {
    int l = i % 32, d = 1 + l % 3;
    CHECK((*v)[i] == (l >= d ? l - d : l) + 496 + l * (l + 1) / 2);
  }
}

TEST_CASE("S5_checks_are_on_by_default", "[emulator][racecheck][memcheck]") {
  // Unless RSGPU_CHECK says otherwise, every launch is checked.
  if (!std::getenv("RSGPU_CHECK")) CHECK(host::default_checks().load() == Check::All);
  DefaultChecks all(host::env_checks() | Check::All);
  auto s = stream();
  REQUIRE(rsgpu::launch(s, rsgpu::LaunchConfig{{1}, {32}}, SharedWaw{}));
  auto e = expect_error(s, ErrorKind::DataRace);
  CHECK_THAT(msg(e), Contains("write by block (0, 0, 0) thread (0, 0, 0)") &&
                         Contains("write by block (0, 0, 0) thread (1, 0, 0)"));
  auto s2 = stream();
  auto fresh = rsgpu::DeviceBuffer<int>::create(s2, 64);
  auto out = rsgpu::DeviceBuffer<int>::create(s2, 64);
  REQUIRE(fresh);
  REQUIRE(out);
  REQUIRE(rsgpu::launch(s2, rsgpu::LaunchConfig{{2}, {32}}, ReadAll{}, fresh->borrow(),
                        out->borrow_mut()));
  e = expect_error(s2, ErrorKind::MemoryError);
  CHECK_THAT(msg(e), Contains("uninitialised global memory"));
}
