#pragma once
// DeviceBox<T>: one owned value of T in device memory (S1), Rust's Box on the
// device. Move-only; a kernel sees it as a one-element Slice / SliceMut.
//
//   auto sum = rsgpu::DeviceBox<int>::create(stream, 0);
//   RSGPU_TRY(rsgpu::launch(stream, cfg, Count{}, data.borrow(), sum->borrow_mut()));
//   rsgpu::Result<int> total = sum->get();
// Host code: the device pass sees the declarations only.
#include "device_buffer.hpp"

namespace rsgpu {

template <class T> class DeviceBox {
  static_assert(detail::check_storable<T>::value);

public:
  [[nodiscard]] static Result<DeviceBox> create(Stream &s, const T &value) RSGPU_HOST_BODY({
    auto b = DeviceBuffer<T>::create(s, 1);
    if (b) {
      auto w = b->copy_from_host(&value, 1);
      if (!w) return err(w.error());
    }
    if (!b) return err(b.error());
    return DeviceBox(std::move(*b));
  })

  // Host-only: written out so nvcc does not infer them __host__ __device__ for
  // Result<DeviceBox> (libcu++'s expected is __host__ __device__).
  DeviceBox(DeviceBox &&o) noexcept RSGPU_HOST_BODY(: buf_(std::move(o.buf_)) {})
  DeviceBox &operator=(DeviceBox &&o) noexcept RSGPU_HOST_BODY({
    buf_ = std::move(o.buf_);
    return *this;
  })
  ~DeviceBox() RSGPU_HOST_BODY({})

  bool valid() const RSGPU_HOST_BODY({ return buf_.valid(); })
  /// Read the value; waits for kernels that borrow it exclusively.
  [[nodiscard]] Result<T> get() RSGPU_HOST_BODY({
    T v{};
    auto r = buf_.copy_to_host(&v, 1);
    if (!r) return err(r.error());
    return v;
  })
  [[nodiscard]] Result<void> set(const T &v) RSGPU_HOST_BODY({
    return buf_.copy_from_host(&v, 1);
  })
  [[nodiscard]] Result<void> free() RSGPU_HOST_BODY({ return buf_.free(); })

  Borrow<T> borrow() const RSGPU_HOST_BODY({ return buf_.borrow(); })
  BorrowMut<T> borrow_mut() RSGPU_HOST_BODY({ return buf_.borrow_mut(); })

private:
  explicit DeviceBox(DeviceBuffer<T> b) RSGPU_HOST_BODY(: buf_(std::move(b)) {
    buf_.name_ = "DeviceBox"; // its errors name the DeviceBox
  })
  DeviceBuffer<T> buf_;
};

} // namespace rsgpu
