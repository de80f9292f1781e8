use diff::*;
use kernel::{u27_kmeans_assign, Point};

fn pts(n: usize, s: u64) -> Vec<Point> {
    let f = floats(2 * n, s);
    (0..n).map(|i| Point { x: f[2 * i], y: f[2 * i + 1] }).collect()
}

fn main() {
    diff::main(|d| {
        for (n, k) in [(1usize, 1usize), (100, 4), (333, 7), (10, 0)] {
            launch!(d, threads(n.div_ceil(64), 64),
                    u27_kmeans_assign(points = buf(pts(n, 18)), centroids = buf(pts(k, 19)), assign = buf_mut(zeros(n))));
        }
    });
}
