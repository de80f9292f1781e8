//! S5: a fieldless enum chosen per thread (`Own` for even, `Next` for odd
//! i), then `match` to an index: odd thread 2k + 1 writes y[2k + 2], as
//! does even thread 2k + 2.
#![no_std]
use rsgpu::*;

#[derive(Clone, Copy)]
enum Which {
    Own,
    Next,
}

fn pick(i: usize) -> Which {
    if i % 2 == 0 { Which::Own } else { Which::Next }
}

rsgpu::kernel! {
    pub fn enum_choice_by_parity(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let j = match pick(i) {
            Which::Own => i,
            Which::Next => i + 1,
        };
        if j < y.len() {
            y[j] = 1.0;
        }
    }
}
// CHECK: error[RG020{{[12]}}]:
// CHECK: {{`y`|`y\[}}
