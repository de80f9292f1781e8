//! S5: a plain struct holding an index: `Slot { idx: i / 2, val }`, then
//! `y[s.idx] = s.val`: threads 2k and 2k + 1 write y[k].
#![no_std]
use rsgpu::*;

struct Slot {
    idx: usize,
    val: f32,
}

rsgpu::kernel! {
    pub fn struct_index_field_halved(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() {
            let s = Slot { idx: i / 2, val: x[i] };
            y[s.idx] = s.val;
        }
    }
}
// CHECK: error[RG020{{[12]}}]:
// CHECK: {{`y`|`y\[}}
