use diff::*;
use kernel::api_block_scope_atomic;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32usize), (1000, 64)] {
            let blocks = n.div_ceil(block);
            launch!(d, blocks(blocks, block), api_block_scope_atomic(x = buf(i32s(n, 117, 100)), counts = buf_mut(zeros(blocks))));
        }
    });
}
