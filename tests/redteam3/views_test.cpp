// S6 for the launch-checked views (docs/device/views.md): `per_block` checks
// `x.len() >= grid.volume()` at launch — the volume, so 2-D and 3-D grids and
// cluster launches count every block; `zip` walks the shorter length. Each
// misuse launches a grid whose block count the buffer does not cover in a
// way a check on grid.x alone would miss; the twins read exactly their block's
// element.
#include <catch2/catch.hpp>

#include <rsgpu/rsgpu.hpp>

#include <string>
#include <vector>

namespace {

struct ReadMine {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::PerBlock<const unsigned> p,
                           rsgpu::SliceMut<unsigned> out) const {
    if (auto e = out.mine(t)) *e = p.mine(t.block());
  }
};
struct ZipCopy {
  RSGPU_FN void operator()(rsgpu::Thread t,
                           rsgpu::Zip<rsgpu::SliceMut<unsigned>, rsgpu::Slice<const unsigned>> yx) const {
    for (auto e : yx.grid_stride(t)) {
      auto [y, x] = *e;
      y = x + 1u;
    }
  }
};

rsgpu::LaunchConfig cfg(rsgpu::Dim3 grid, rsgpu::Dim3 block, rsgpu::Dim3 cluster = {1, 1, 1}) {
  rsgpu::LaunchConfig c;
  c.grid = grid;
  c.block = block;
  c.cluster = cluster;
  c.checks = rsgpu::Check::All;
  return c;
}

std::vector<unsigned> values(std::size_t n) {
  std::vector<unsigned> h(n);
  for (std::size_t k = 0; k < n; ++k) h[k] = unsigned(100 + k);
  return h;
}

struct Bufs { // p: n elements 100, 101, ...; out: 1024 zeros
  rsgpu::Stream s;
  rsgpu::DeviceBuffer<unsigned> p;
  rsgpu::DeviceBuffer<unsigned> out;
  explicit Bufs(std::size_t n)
      : s(std::move(*rsgpu::Stream::create())),
        p(std::move(*rsgpu::DeviceBuffer<unsigned>::from_host(s, values(n)))),
        out(std::move(*rsgpu::DeviceBuffer<unsigned>::zeroed(s, 1024))) {}
};

void expect_short(rsgpu::Result<void> r) {
  REQUIRE_FALSE(r);
  INFO(r.error().to_string());
  CHECK(r.error().kind() == rsgpu::ErrorKind::InvalidArgument);
}

} // namespace

TEST_CASE("S6_rt3_per_block_shorter_than_a_2d_grid_refused") {
  Bufs b(3); // grid (2, 2): 4 blocks
  expect_short(rsgpu::launch(b.s, cfg({2, 2, 1}, {8, 1, 1}), ReadMine{},
                             rsgpu::per_block(b.p.borrow()), b.out.borrow_mut()));
}

TEST_CASE("S6_rt3_per_block_shorter_than_a_3d_grid_refused") {
  Bufs b(4); // grid (1, 2, 3): 6 blocks
  expect_short(rsgpu::launch(b.s, cfg({1, 2, 3}, {8, 1, 1}), ReadMine{},
                             rsgpu::per_block(b.p.borrow()), b.out.borrow_mut()));
}

TEST_CASE("S6_rt3_per_block_shorter_than_a_clustered_grid_refused") {
  Bufs b(2); // grid 4 in clusters of 2: 4 blocks, not 2 clusters
  expect_short(rsgpu::launch(b.s, cfg({4, 1, 1}, {8, 1, 1}, {2, 1, 1}), ReadMine{},
                             rsgpu::per_block(b.p.borrow()), b.out.borrow_mut()));
}

TEST_CASE("S6_rt3_per_block_covering_a_2d_grid_twin") {
  Bufs b(4);
  REQUIRE(rsgpu::launch(b.s, cfg({2, 2, 1}, {8, 1, 1}), ReadMine{},
                        rsgpu::per_block(b.p.borrow()), b.out.borrow_mut()));
  REQUIRE(b.s.synchronize());
  auto v = b.out.to_vec();
  REQUIRE(v);
  // every block read one of 100..103 and each value appears for 8 threads
  std::vector<int> seen(4, 0);
  for (unsigned k = 0; k < 32; ++k) {
    unsigned x = (*v)[k];
    REQUIRE((x >= 100u && x < 104u));
    ++seen[x - 100];
  }
  for (int c : seen) CHECK(c == 8);
}

TEST_CASE("S6_rt3_zip_of_unequal_lengths_stops_at_the_shorter_twin") {
  auto s = rsgpu::Stream::create();
  REQUIRE(s);
  std::vector<unsigned> hx(5, 7u);
  auto x = rsgpu::DeviceBuffer<unsigned>::from_host(*s, hx);
  auto y = rsgpu::DeviceBuffer<unsigned>::zeroed(*s, 12);
  REQUIRE((x && y));
  REQUIRE(rsgpu::launch(*s, cfg({3, 1, 1}, {4, 1, 1}), ZipCopy{},
                        rsgpu::zip(y->borrow_mut(), x->borrow())));
  auto v = y->to_vec();
  REQUIRE(v);
  for (unsigned k = 0; k < 12; ++k) CHECK((*v)[k] == (k < 5 ? 8u : 0u));
}
