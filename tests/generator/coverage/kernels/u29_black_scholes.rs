//! Black-Scholes call and put prices: `math::{expf, logf, sqrtf}`, the Abramowitz-Stegun normal CDF
//! polynomial in a helper, one option per thread in a grid-stride loop.
#![no_std]
use rsgpu::math::{expf, logf, sqrtf};
use rsgpu::*;

fn cnd(d: f32) -> f32 {
    const A1: f32 = 0.319_381_53;
    const A2: f32 = -0.356_563_78;
    const A3: f32 = 1.781_477_9;
    const A4: f32 = -1.821_256;
    const A5: f32 = 1.330_274_4;
    let k = 1.0 / (1.0 + 0.231_641_9 * d.abs());
    let poly = k * (A1 + k * (A2 + k * (A3 + k * (A4 + k * A5))));
    let c = 0.398_942_3 * expf(-0.5 * d * d) * poly;
    if d > 0.0 { 1.0 - c } else { c }
}

rsgpu::kernel! {
    pub fn u29_black_scholes(spot: &[f32], strike: &[f32], years: &[f32], r: f32, vol: f32,
                             call: &mut [f32], put: &mut [f32]) {
        let stride = (grid_dim_x() * block_dim_x()) as usize;
        let mut i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        while i < call.len() && i < put.len() && i < spot.len() && i < strike.len() && i < years.len() {
            let (s, k, t) = (spot[i], strike[i], years[i]);
            let sq = sqrtf(t);
            let d1 = (logf(s / k) + (r + 0.5 * vol * vol) * t) / (vol * sq);
            let d2 = d1 - vol * sq;
            let disc = k * expf(-r * t);
            call[i] = s * cnd(d1) - disc * cnd(d2);
            put[i] = disc * (1.0 - cnd(d2)) - s * (1.0 - cnd(d1));
            i += stride;
        }
    }
}
