// S7 (red team 8): SM S7 "DeviceBuffer<SharedSlice> does not compile, with
// an S7 message"; S2 "is_device_copy (storable data)". The handle wrapped in
// std::optional, stored in a DeviceBox: a block's shared memory kept in
// device memory past its block. Expected: `rsgpu S7:` (or S2, the storable
// check). Twin: DeviceBox<std::optional<float>>... is not DeviceCopy either,
// so the twin stores a plain float.
#include <rsgpu/rsgpu.hpp>

#include <optional>

#ifndef RSGPU_CF_OK
using Stored = std::optional<rsgpu::SharedSlice<float, 32, rsgpu::phase::Read>>;
#else
using Stored = float;
#endif

rsgpu::Result<rsgpu::DeviceBox<Stored>> make(rsgpu::Stream &s) {
  return rsgpu::DeviceBox<Stored>::create(s, Stored{});
}
int main() {}
