// S1: a const Result<DeviceBuffer> copied: the copy constructor itself is
// deleted (no overload can explain it), so the error is "use of deleted
// function" with the S1 note at the deleted declaration, in at most two
// diagnostics. The twin takes the owner by reference.
#include <rsgpu/rsgpu.hpp>

rsgpu::Result<void> f(rsgpu::Stream &s) {
  const auto r = rsgpu::DeviceBuffer<float>::zeroed(s, 4);
#ifndef RSGPU_CF_OK
  auto copy = r;
#else
  const auto &copy = r;
#endif
  if (!copy)
    return rsgpu::err(copy.error());
  return {};
}
