//! Near miss of `<[T; N]>::try_from(&s[a..b])` (branch it29): the result a
//! reference to an array (`<&[u32; 2]>::try_from(s)`, a view into the
//! slice), not an array by value: refused at its Result type.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn try_from_slice_ref_array(x: &[u32], out: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < out.len() && i + 2 <= x.len() {
            let r = <&[u32; 2]>::try_from(&x[i..i + 2]);
            out[i] = match r { Ok(a) => a[0] + a[1], Err(_) => 0 };
        }
    }
}
// CHECK: error[RG0101]: {{.*}}only an array by value
