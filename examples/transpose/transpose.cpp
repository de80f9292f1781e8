// transpose: out = in^T for a width x height matrix through a 32 x 33 shared
// tile (the padding column keeps the column reads free of bank conflicts).
// 32 x 8 threads per block; each thread moves four elements each way.
#include <cstdio>
#include <vector>

#include <rsgpu/rsgpu.hpp>

constexpr unsigned kTile = 32, kRows = 8;

struct Transpose {
  RSGPU_FN void operator()(rsgpu::Thread2DOf<kTile, kRows> t,
                           rsgpu::Matrix<const float> in, // height x width
                           rsgpu::MatrixMut<float> out    // width x height
  ) const {
    auto b = t.block();
    auto tile = rsgpu::shared_tile<float, kTile, kTile + 1>(b, [] {});
    const unsigned x0 = t.block_idx().x * kTile, y0 = t.block_idx().y * kTile;
    // Write phase: this thread's rows ty, ty+8, ... of column tx; get() is
    // empty outside the matrix (the edge tiles), so no read can be outside.
    tile.for_each_mine<kTile, kRows, kTile>(
        b, [&](unsigned r, unsigned c, auto e) {
          if (auto v = in.get(y0 + r, x0 + c))
            e = *v;
        });
    auto rd = b.sync(std::move(tile)); // -> read phase: any element
    // The block's output tile is the transposed one: rows x0.., columns y0..
    rsgpu::for_each_mine_tiled<kTile, kRows>(
        out, t, rsgpu::TileOrder::Transposed,
        [&](unsigned, unsigned, auto tr, auto tc, auto e) {
          // (tr, tc) = (row - x0, col - y0) in the tile, TileIdx<32>: below
          // the tile's extents by type, so this read has no check.
          e = rd(tc, tr);
        });
  }
};

static rsgpu::Result<bool> run(unsigned width, unsigned height) {
  auto stream = rsgpu::Stream::create();
  if (!stream) return rsgpu::err(stream.error());
  std::vector<float> hin(std::size_t(width) * height);
  for (std::size_t i = 0; i < hin.size(); ++i) hin[i] = float(i);
  auto in = rsgpu::DeviceBuffer<float>::from_host(*stream, hin);
  if (!in) return rsgpu::err(in.error());
  auto out = rsgpu::DeviceBuffer<float>::zeroed(*stream, hin.size());
  if (!out) return rsgpu::err(out.error());

  rsgpu::LaunchConfig cfg;
  cfg.grid = {(width + kTile - 1) / kTile, (height + kTile - 1) / kTile};
  cfg.block = {kTile, kRows};
  RSGPU_TRY(rsgpu::launch(*stream, cfg, Transpose{},
                          rsgpu::matrix(in->borrow(), height, width),
                          rsgpu::matrix(out->borrow_mut(), width, height)));
  auto ho = out->to_vec();
  if (!ho) return rsgpu::err(ho.error());
  std::size_t bad = 0;
  for (unsigned y = 0; y < height; ++y)
    for (unsigned x = 0; x < width; ++x)
      bad += (*ho)[std::size_t(x) * height + y] != hin[std::size_t(y) * width + x];
  std::printf("transpose: %u x %u, %zu elements differ\n", width, height, bad);
  return bad == 0;
}

int main() {
  auto r = run(96, 70); // not multiples of the tile: the edges are exercised
  if (!r) {
    std::fprintf(stderr, "transpose failed: %s\n", r.error().to_string().c_str());
    return 1;
  }
  std::printf("transpose on %s: %s\n",
              RSGPU_BACKEND_CUDA ? "CUDA" : "the host emulation backend",
              *r ? "OK" : "MISMATCH");
  return *r ? 0 : 1;
}
