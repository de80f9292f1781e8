//! S5 parts: the head `lo` of a split stored in a struct field, then
//! `st.s[0]` written by every thread. Expected RG0201/RG0203.
#![no_std]
use rsgpu::*;
struct Holder<'a> {
    s: &'a mut [f32],
}
rsgpu::kernel! {
    pub fn S5_rt6_part_in_struct_field_head_every_thread(y: &mut [f32], m: usize) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let (lo, _hi) = y.split_at_mut(m);
        let st = Holder { s: lo };
        if !st.s.is_empty() {
            st.s[0] = i as f32;
        }
    }
}
// CHECK-O0: error[RG0101]: unsupported type in the declaration of `_14
// CHECK-O3: error[RG0201]: write to `y
