// S11: "a borrow's scope must span the launch: scope::Block on one block,
// scope::Cluster on one cluster, scope::Thread on one thread; a wider launch
// is Error::InvalidLaunchConfig naming the argument, the scope and the
// launch's extent" (docs/device/atomic.md). Each misuse launches an atomic
// borrow over a launch wider than its scope in a way the one documented test
// (a 1-D grid of several blocks) does not: the fixed-length atomic_array<N>
// borrow, a 2-D/3-D grid, a cluster launch, several clusters, a 2-D block.
// The twins launch each scope over exactly its extent and count exactly.
#include <catch2/catch.hpp>

#include <rsgpu/rsgpu.hpp>

#include <string>
#include <vector>

namespace {

using rsgpu::Dim3;
using rsgpu::ErrorKind;
namespace scope = rsgpu::scope;

template <class Scope> struct Bump {
  RSGPU_FN void operator()(rsgpu::Thread, rsgpu::AtomicSlice<unsigned, Scope> c) const {
    c.at(0).fetch_add(1u, rsgpu::Ordering::Relaxed);
  }
};
template <class Scope> struct BumpArray {
  RSGPU_FN void operator()(rsgpu::Thread, rsgpu::AtomicArray<unsigned, 4, Scope> c) const {
    c.at(0).fetch_add(1u, rsgpu::Ordering::Relaxed);
  }
};

rsgpu::LaunchConfig cfg(Dim3 grid, Dim3 block, Dim3 cluster = {1, 1, 1}) {
  rsgpu::LaunchConfig c;
  c.grid = grid;
  c.block = block;
  c.cluster = cluster;
  c.checks = rsgpu::Check::All;
  return c;
}

struct Fixture {
  rsgpu::Stream s = std::move(*rsgpu::Stream::create());
  rsgpu::DeviceBuffer<unsigned> buf = std::move(*rsgpu::DeviceBuffer<unsigned>::zeroed(s, 4));
  unsigned count() {
    REQUIRE(s.synchronize());
    auto v = buf.to_vec();
    REQUIRE(v);
    return (*v)[0];
  }
};

// launch() refuses `r` with InvalidLaunchConfig naming the scope; nothing ran.
template <class R> void expect_refused(R &&r, Fixture &f, const char *scope_word) {
  REQUIRE_FALSE(r);
  INFO(std::string(r.error().message()));
  CHECK(r.error().kind() == ErrorKind::InvalidLaunchConfig);
  CHECK(std::string(r.error().message()).find(scope_word) != std::string::npos);
  CHECK(f.count() == 0u);
}

template <class Scope, class Borrow>
auto launch_slice(Fixture &f, rsgpu::LaunchConfig c, Borrow &&b) {
  return rsgpu::launch(f.s, c, Bump<Scope>{}, std::forward<Borrow>(b));
}

// Keeps its stream busy for a while (tens of ms on the emulator) so that a
// launch on another stream right after it finds it in flight.
template <class Scope> struct SlowBump {
  RSGPU_FN void operator()(rsgpu::Thread, rsgpu::AtomicSlice<unsigned, Scope> c,
                           rsgpu::SliceMut<float> sink) const {
    float acc = 0.0f;
    for (int k = 0; k < 20000000; ++k) acc = acc * 1.0000001f + 1.0f;
    c.at(0).fetch_add(1u, rsgpu::Ordering::Relaxed);
    if (sink.len() > 0) sink.unsafe_at(0) = acc;
  }
};

} // namespace

// Two one-block launches on two streams, each with a block-scope atomic
// borrow of the same word: each launch spans its scope, but together they are
// two blocks updating one word with block-scope RMWs (not atomic with each
// other). The docs: an atomic borrow "is a borrow launch() checks like an
// exclusive borrow — ... a running kernel is Error::BorrowConflict".
TEST_CASE("S11_rt3_block_scope_borrows_of_one_word_on_two_streams_conflict") {
  Fixture f;
  auto s2 = rsgpu::Stream::create();
  REQUIRE(s2);
  auto sink = rsgpu::DeviceBuffer<float>::zeroed(f.s, 1);
  REQUIRE(sink);
  REQUIRE(f.s.synchronize());
  REQUIRE(rsgpu::launch(f.s, cfg({1, 1, 1}, {1, 1, 1}), SlowBump<scope::Block>{},
                        rsgpu::atomic<scope::Block>(f.buf.borrow_mut()), sink->borrow_mut()));
  auto r = launch_slice<scope::Block>(f, cfg({1, 1, 1}, {32, 1, 1}),
                                      rsgpu::atomic<scope::Block>(f.buf.borrow_mut(0, 1)));
  (void)r; // same stream: ordered, fine; now the other stream:
  auto r2 = rsgpu::launch(*s2, cfg({1, 1, 1}, {32, 1, 1}), Bump<scope::Block>{},
                          rsgpu::atomic<scope::Block>(f.buf.borrow_mut(0, 1)));
  INFO((r2 ? std::string("launched") : std::string(r2.error().message())));
  CHECK_FALSE(r2);
  if (!r2) CHECK(r2.error().kind() == ErrorKind::BorrowConflict);
  REQUIRE(s2->synchronize());
  REQUIRE(f.s.synchronize());
}

TEST_CASE("S11_rt3_block_scope_atomic_array_over_two_blocks_refused") {
  // atomic_array<N> is "the same borrow with its length checked at launch"
  Fixture f;
  auto r = rsgpu::launch(f.s, cfg({2, 1, 1}, {32, 1, 1}), BumpArray<scope::Block>{},
                         rsgpu::atomic_array<4, scope::Block>(f.buf.borrow_mut()));
  expect_refused(r, f, "lock");
}

TEST_CASE("S11_rt3_block_scope_over_a_2d_grid_refused") {
  Fixture f; // grid (1, 2): two blocks, one of them at block_idx.y == 1
  auto r = launch_slice<scope::Block>(f, cfg({1, 2, 1}, {32, 1, 1}),
                                      rsgpu::atomic<scope::Block>(f.buf.borrow_mut()));
  expect_refused(r, f, "lock");
}

TEST_CASE("S11_rt3_block_scope_over_a_3d_grid_refused") {
  Fixture f; // grid (1, 1, 3)
  auto r = launch_slice<scope::Block>(f, cfg({1, 1, 3}, {32, 1, 1}),
                                      rsgpu::atomic<scope::Block>(f.buf.borrow_mut()));
  expect_refused(r, f, "lock");
}

TEST_CASE("S11_rt3_block_scope_over_one_cluster_of_two_blocks_refused") {
  Fixture f; // one cluster, but two blocks: block scope does not span it
  auto r = launch_slice<scope::Block>(f, cfg({2, 1, 1}, {32, 1, 1}, {2, 1, 1}),
                                      rsgpu::atomic<scope::Block>(f.buf.borrow_mut()));
  expect_refused(r, f, "lock");
}

TEST_CASE("S11_rt3_cluster_scope_over_two_clusters_refused") {
  Fixture f; // grid 4, clusters of 2
  auto r = launch_slice<scope::Cluster>(f, cfg({4, 1, 1}, {32, 1, 1}, {2, 1, 1}),
                                        rsgpu::atomic<scope::Cluster>(f.buf.borrow_mut()));
  expect_refused(r, f, "luster");
}

TEST_CASE("S11_rt3_cluster_scope_over_a_2d_grid_of_clusters_refused") {
  Fixture f; // grid (2, 2), clusters (2, 1): two clusters, one per grid row
  auto r = launch_slice<scope::Cluster>(f, cfg({2, 2, 1}, {32, 1, 1}, {2, 1, 1}),
                                        rsgpu::atomic<scope::Cluster>(f.buf.borrow_mut()));
  expect_refused(r, f, "luster");
}

TEST_CASE("S11_rt3_cluster_scope_without_clusters_over_two_blocks_refused") {
  Fixture f; // no cluster set: each block is its own cluster
  auto r = launch_slice<scope::Cluster>(f, cfg({2, 1, 1}, {32, 1, 1}),
                                        rsgpu::atomic<scope::Cluster>(f.buf.borrow_mut()));
  expect_refused(r, f, "luster");
}

TEST_CASE("S11_rt3_thread_scope_over_a_2d_block_refused") {
  Fixture f; // block (1, 2): two threads
  auto r = launch_slice<scope::Thread>(f, cfg({1, 1, 1}, {1, 2, 1}),
                                       rsgpu::atomic<scope::Thread>(f.buf.borrow_mut()));
  expect_refused(r, f, "hread");
}

TEST_CASE("S11_rt3_thread_scope_atomic_array_over_two_threads_refused") {
  Fixture f;
  auto r = rsgpu::launch(f.s, cfg({1, 1, 1}, {2, 1, 1}), BumpArray<scope::Thread>{},
                         rsgpu::atomic_array<4, scope::Thread>(f.buf.borrow_mut()));
  expect_refused(r, f, "hread");
}

TEST_CASE("S11_rt3_scopes_spanning_their_launch_run_twin") {
  {
    Fixture f; // one block of 8 x 4 threads
    REQUIRE(launch_slice<scope::Block>(f, cfg({1, 1, 1}, {8, 4, 1}),
                                       rsgpu::atomic<scope::Block>(f.buf.borrow_mut())));
    CHECK(f.count() == 32u);
  }
  {
    Fixture f; // one cluster of 2 x 2 blocks = the grid
    REQUIRE(launch_slice<scope::Cluster>(f, cfg({2, 2, 1}, {32, 1, 1}, {2, 2, 1}),
                                         rsgpu::atomic<scope::Cluster>(f.buf.borrow_mut())));
    CHECK(f.count() == 128u);
  }
  {
    Fixture f;
    REQUIRE(rsgpu::launch(f.s, cfg({1, 1, 1}, {64, 1, 1}), BumpArray<scope::Block>{},
                          rsgpu::atomic_array<4, scope::Block>(f.buf.borrow_mut())));
    CHECK(f.count() == 64u);
  }
  {
    Fixture f;
    REQUIRE(launch_slice<scope::Thread>(f, cfg({1, 1, 1}, {1, 1, 1}),
                                        rsgpu::atomic<scope::Thread>(f.buf.borrow_mut())));
    CHECK(f.count() == 1u);
  }
  {
    Fixture f; // Device scope: any launch
    REQUIRE(launch_slice<scope::Device>(f, cfg({3, 2, 1}, {32, 1, 1}),
                                        rsgpu::atomic(f.buf.borrow_mut())));
    CHECK(f.count() == 192u);
  }
}
