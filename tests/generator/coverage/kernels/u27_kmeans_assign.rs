//! k-means assignment step: each point gets the index of its nearest centroid (first on ties).
#![no_std]
use rsgpu::*;

rsgpu::gpu_struct! {
    pub struct Point { pub x: f32, pub y: f32 }
}

impl Point {
    fn dist2(&self, o: &Point) -> f32 {
        let (dx, dy) = (self.x - o.x, self.y - o.y);
        dx * dx + dy * dy
    }
}

rsgpu::kernel! {
    pub fn u27_kmeans_assign(points: &[Point], centroids: &[Point], assign: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < points.len() && i < assign.len() {
            let p = &points[i];
            let best = centroids
                .iter()
                .enumerate()
                .map(|(k, c)| (k, p.dist2(c)))
                .min_by(|a, b| a.1.partial_cmp(&b.1).unwrap())
                .map(|(k, _)| k as u32)
                .unwrap_or(u32::MAX);
            assign[i] = best;
        }
    }
}
