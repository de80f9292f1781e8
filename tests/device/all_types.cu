// nvcc compiles every device-test kernel and its launch, host and device
// passes (-c, sm_90): what the PTX-only example tests do not cover.
#include "kernels.hpp"

using namespace rsgpu_device_test;

int main() {
  auto s = rsgpu::Stream::create();
  auto i = rsgpu::DeviceBuffer<int>::create(*s, 64);
  auto u = rsgpu::DeviceBuffer<unsigned>::create(*s, 64);
  auto f = rsgpu::DeviceBuffer<float>::create(*s, 64);
  auto l = rsgpu::DeviceBuffer<unsigned long long>::create(*s, 64);
  auto cfg = rsgpu::LaunchConfig::for_elements(64, 32);
  bool ok = true;
  ok &= bool(rsgpu::launch(*s, cfg, CountMine{}, i->borrow_mut()));
  ok &= bool(rsgpu::launch(*s, cfg, CountStride{}, i->borrow_mut()));
  ok &= bool(rsgpu::launch(*s, cfg, CountMemberStride{}, i->borrow_mut()));
  ok &= bool(rsgpu::launch(*s, cfg, CountMemberMine{}, i->borrow_mut()));
  ok &= bool(rsgpu::launch(*s, cfg, Count2D{}, i->borrow_mut(), 8u, 8u));
  ok &= bool(rsgpu::launch(*s, cfg, BlockIds{}, u->borrow_mut()));
  ok &= bool(rsgpu::launch(*s, cfg, Generic3D{}, i->borrow_mut()));
  ok &= bool(rsgpu::launch(*s, cfg, Rotate{}, i->borrow(), i->borrow_mut()));
  ok &= bool(rsgpu::launch(*s, cfg, DynamicSum{}, i->borrow_mut()));
  ok &= bool(rsgpu::launch(*s, cfg, SharedCounts{}, u->borrow_mut()));
  ok &= bool(rsgpu::launch(*s, cfg, TileTranspose{}, i->borrow_mut()));
  ok &= bool(rsgpu::launch(*s, cfg, WarpOps{}, i->borrow_mut()));
  ok &= bool(rsgpu::launch(*s, rsgpu::LaunchConfig::for_elements(64, 64), AtomicOps{},
                           rsgpu::atomic(i->borrow_mut()),
                           rsgpu::atomic<rsgpu::scope::System>(f->borrow_mut()),
                           rsgpu::atomic<rsgpu::scope::Block>(l->borrow_mut())));
  ok &= bool(rsgpu::launch(*s, cfg, Collectives{}, i->borrow(), i->borrow_mut(),
                           i->borrow_mut(), i->borrow_mut(), i->borrow_mut()));
  ok &= bool(rsgpu::launch(*s, cfg, ClusterInfo{}, u->borrow_mut()));
  ok &= bool(rsgpu::launch(*s, cfg, SaxpyIndexed{}, f->borrow(0, 32),
                           f->borrow_mut(32, 32), 2.0f));
  ok &= bool(rsgpu::launch(*s, cfg, SaxpyZip{},
                           rsgpu::zip(f->borrow_mut(0, 32), f->borrow(32, 32)),
                           2.0f));
  ok &= bool(rsgpu::launch(*s, cfg, SaxpyZipStride{},
                           rsgpu::zip(f->borrow_mut(0, 32), f->borrow(32, 32)),
                           2.0f));
  ok &= bool(rsgpu::launch(*s, cfg, ZipAndSlice{},
                           rsgpu::zip(f->borrow_mut(0, 32), f->borrow(32, 16)),
                           f->borrow(48, 16)));
  ok &= bool(
      rsgpu::launch(*s, cfg, SwapZip{},
                    rsgpu::zip(i->borrow_mut(0, 32), i->borrow_mut(32, 32))));
  ok &=
      bool(rsgpu::launch(*s, cfg, ShapedSums{}, i->borrow(), i->borrow_mut()));
  ok &= bool(rsgpu::launch(*s, cfg, ShapedTileCopy{}, i->borrow_mut(), 8u, 8u));
  ok &= bool(rsgpu::launch(*s, cfg, ShapedNarrowed{}, i->borrow_mut()));
  ok &= bool(rsgpu::launch(*s, cfg, PerBlockReads{},
                           rsgpu::per_block(i->borrow()), i->borrow_mut()));
  ok &= bool(rsgpu::launch(*s, cfg, MatrixTranspose{},
                           rsgpu::matrix(i->borrow(0, 32), 4, 8),
                           rsgpu::matrix(i->borrow_mut(32, 32), 8, 4), 1u));
  ok &= bool(rsgpu::launch(*s, cfg, MatrixRead{},
                           rsgpu::matrix(i->borrow(), 8, 8), i->borrow_mut(),
                           1u, 2u));
  ok &= bool(rsgpu::launch(*s, cfg, MatrixTiles{},
                           rsgpu::matrix(i->borrow_mut(), 8, 8)));
  ok &= bool(rsgpu::launch(*s, cfg, AtomicArrayCount{}, u->borrow(0, 32),
                           rsgpu::atomic_array<8>(u->borrow_mut(32, 8)), 0u));
  ok &= bool(rsgpu::launch(*s, cfg, AtomicArrayTileIdx{},
                           rsgpu::atomic_array<8>(i->borrow_mut(0, 8))));
  ok &= bool(rsgpu::launch(
      *s, cfg, BandsMatMul<4>{},
      rsgpu::zip(rsgpu::row_bands<4>(rsgpu::matrix(i->borrow(0, 16), 4, 4)),
                 rsgpu::col_bands<4>(rsgpu::matrix(i->borrow(16, 16), 4, 4))),
      rsgpu::tiles_mut<4>(rsgpu::matrix(i->borrow_mut(32, 16), 4, 4))));
  ok &= bool(rsgpu::launch(
      *s, cfg, BandsDeviceZip<4>{},
      rsgpu::row_bands<4>(rsgpu::matrix(i->borrow(0, 16), 4, 4)),
      rsgpu::col_bands<4>(rsgpu::matrix(i->borrow(16, 16), 4, 4)),
      rsgpu::tiles_mut<4>(rsgpu::matrix(i->borrow_mut(32, 16), 4, 4)), 0u));
  return ok ? 0 : 1;
}
