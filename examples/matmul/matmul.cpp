// matmul: C = A * B for n x n matrices (n a multiple of 16) with 16 x 16
// shared-memory tiles. Each thread loads its own element of the A and B tiles
// (write phase), the barrier turns both tiles to the read phase for the dot
// products, and a second barrier hands them back for the next tile.
#include <cmath>
#include <cstdio>
#include <vector>

#include <rsgpu/rsgpu.hpp>

constexpr unsigned kTile = 16;

struct MatMul {
  // a: block row by's band of 16 rows, b: block column bx's band of 16
  // columns (launch() checked the grid against both), walked in step as
  // their 16 x 16 tiles along k: every element a thread loads is in bounds by
  // construction, so the tile loads have no device-side check.
  RSGPU_FN void operator()(rsgpu::Thread2DOf<kTile, kTile> t,
                           rsgpu::Zip<rsgpu::RowBands<const float, kTile>,
                                      rsgpu::ColBands<const float, kTile>>
                               ab,
                           rsgpu::TilesMut<float, kTile> c) const {
    auto blk = t.block();
    auto as = rsgpu::shared_tile<float, kTile, kTile>(blk, [] {});
    auto bs = rsgpu::shared_tile<float, kTile, kTile>(blk, [] {});
    const unsigned ty = t.thread_idx().y, tx = t.thread_idx().x;
    auto out = c.mine(t); // this thread's element of C
    float acc = 0;
    for (auto [ta, tb] : ab.band(blk)) {
      as.copy_from<kTile, kTile>(blk, ta); // write phase: own slots
      bs.copy_from<kTile, kTile>(blk, tb);
      auto [ra, rb] = blk.sync(std::move(as), std::move(bs)); // -> read
      RSGPU_UNROLL
      for (unsigned k = 0; k < kTile; ++k) acc += ra(ty, k) * rb(k, tx);
      auto [wa, wb] = blk.sync(std::move(ra), std::move(rb)); // -> write
      as = std::move(wa);
      bs = std::move(wb);
    }
    out = acc;
  }
};

static rsgpu::Result<bool> run(unsigned n) {
  auto stream = rsgpu::Stream::create();
  if (!stream) return rsgpu::err(stream.error());
  std::vector<float> ha(n * n), hb(n * n), ref(n * n, 0.0f);
  for (unsigned i = 0; i < n * n; ++i) {
    ha[i] = float(int(i % 5) - 2);
    hb[i] = float(int(i % 3) - 1);
  }
  for (unsigned i = 0; i < n; ++i)
    for (unsigned k = 0; k < n; ++k)
      for (unsigned j = 0; j < n; ++j) ref[i * n + j] += ha[i * n + k] * hb[k * n + j];
  auto a = rsgpu::DeviceBuffer<float>::from_host(*stream, ha);
  if (!a) return rsgpu::err(a.error());
  auto b = rsgpu::DeviceBuffer<float>::from_host(*stream, hb);
  if (!b) return rsgpu::err(b.error());
  auto c = rsgpu::DeviceBuffer<float>::zeroed(*stream, std::size_t(n) * n);
  if (!c) return rsgpu::err(c.error());

  rsgpu::LaunchConfig cfg;
  cfg.grid = {n / kTile, n / kTile};
  cfg.block = {kTile, kTile};
  RSGPU_TRY(rsgpu::launch(
      *stream, cfg, MatMul{},
      rsgpu::zip(rsgpu::row_bands<kTile>(rsgpu::matrix(a->borrow(), n, n)),
                 rsgpu::col_bands<kTile>(rsgpu::matrix(b->borrow(), n, n))),
      rsgpu::tiles_mut<kTile>(rsgpu::matrix(c->borrow_mut(), n, n))));
  auto hc = c->to_vec();
  if (!hc) return rsgpu::err(hc.error());
  std::size_t bad = 0;
  for (unsigned i = 0; i < n * n; ++i) bad += (*hc)[i] != ref[i]; // exact: small ints
  std::printf("matmul: n=%u, %zu of %u elements differ\n", n, bad, n * n);
  return bad == 0;
}

int main() {
  auto r = run(64);
  if (!r) {
    std::fprintf(stderr, "matmul failed: %s\n", r.error().to_string().c_str());
    return 1;
  }
  std::printf("matmul on %s: %s\n",
              RSGPU_BACKEND_CUDA ? "CUDA" : "the host emulation backend",
              *r ? "OK" : "MISMATCH");
  return *r ? 0 : 1;
}
