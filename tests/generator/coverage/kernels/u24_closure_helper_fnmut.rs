//! A `FnMut` counter closure handed to a helper that calls it per element.
#![no_std]
use rsgpu::*;

fn for_each_pos(xs: &[i32], mut f: impl FnMut(usize, i32)) {
    for (j, &v) in xs.iter().enumerate() {
        if v > 0 {
            f(j, v);
        }
    }
}

rsgpu::kernel! {
    pub fn u24_closure_helper_fnmut(m: &[i32], width: usize, bias: i32, out: &mut [i32]) {
        let r = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if r < out.len() {
            let mut count = 0;
            let mut acc = 0i32;
            for_each_pos(&m[r * width..(r + 1) * width], |j, v| {
                count += 1;
                acc += (v + bias) * j as i32;
            });
            out[r] = acc * 16 + count;
        }
    }
}
