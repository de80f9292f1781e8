#![no_std]
use rsgpu::*;

fn min_max(a: f32, b: f32) -> (f32, f32) {
    if a < b { (a, b) } else { (b, a) }
}

fn div_rem(a: u32, b: u32) -> (u32, u32) {
    (a / b, a % b)
}

rsgpu::kernel! {
    pub fn own_tuple_return(a: &[f32], b: &[f32], lo: &mut [f32], hi: &mut [f32], q: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < lo.len() && i < hi.len() && i < q.len() {
            let (l, h) = min_max(a[i], b[i]);
            lo[i] = l;
            hi[i] = h;
            let (d, r) = div_rem(i as u32 + 100, 7);
            q[i] = d * 10 + r;
        }
    }
}
