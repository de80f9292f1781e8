// S8/S10 at run time: "a barrier reached by part of a block is an error, not a
// hang" and, in synccheck, "a cluster barrier skipped by a block" is a
// SyncError (docs/emulator.md "synccheck"). rsgpu-gen does not reject
// `cluster_sync()` under a block-dependent condition yet (analyses.md "Known
// gaps"; generator/redteam S10_rt3_cluster_sync_*), so the emulator's report is
// what stands between such a kernel and a hang: these cases pin it for the
// C++ spelling of the same kernels.
#include <catch2/catch.hpp>

#include <rsgpu/rsgpu.hpp>

#include <string>

namespace {

// Only block 0 of each cluster reaches the cluster barrier.
struct ClusterSyncInBlockZero {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<unsigned> y) const {
    auto b = t.block();
    if (t.block_idx().x % 2 == 0) b.cluster().sync();
    if (auto e = y.mine(t)) *e = 1u;
  }
};
// Block b reaches the cluster barrier b times.
struct ClusterSyncBlockTripCount {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<unsigned> y) const {
    auto b = t.block();
    for (unsigned k = 0; k < t.block_idx().x % 2; ++k) b.cluster().sync();
    if (auto e = y.mine(t)) *e = 1u;
  }
};
// Twin: every block reaches it once.
struct ClusterSyncEveryBlock {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<unsigned> y) const {
    auto b = t.block();
    b.cluster().sync();
    if (auto e = y.mine(t)) *e = 1u;
  }
};

rsgpu::LaunchConfig cfg() {
  rsgpu::LaunchConfig c;
  c.grid = {4, 1, 1};
  c.block = {32, 1, 1};
  c.cluster = {2, 1, 1};
  c.checks = rsgpu::Check::All;
  return c;
}

template <class K> rsgpu::Result<void> run(K k) {
  auto s = rsgpu::Stream::create();
  REQUIRE(s);
  auto y = rsgpu::DeviceBuffer<unsigned>::zeroed(*s, 128);
  REQUIRE(y);
  auto r = rsgpu::launch(*s, cfg(), k, y->borrow_mut());
  REQUIRE(r);
  return s->synchronize();
}

} // namespace

TEST_CASE("S10_rt3_cluster_barrier_skipped_by_a_block_is_a_sync_error") {
  auto r = run(ClusterSyncInBlockZero{});
  REQUIRE_FALSE(r);
  INFO(r.error().to_string());
  CHECK(r.error().kind() == rsgpu::ErrorKind::SyncError);
}

TEST_CASE("S10_rt3_cluster_barrier_in_a_block_dependent_loop_is_a_sync_error") {
  auto r = run(ClusterSyncBlockTripCount{});
  REQUIRE_FALSE(r);
  INFO(r.error().to_string());
  CHECK(r.error().kind() == rsgpu::ErrorKind::SyncError);
}

TEST_CASE("S10_rt3_cluster_barrier_reached_by_every_block_twin") {
  auto r = run(ClusterSyncEveryBlock{});
  INFO((r ? std::string("ok") : r.error().to_string()));
  CHECK(r);
}
